import functools

import torch
import torch.nn as nn
import torch.nn.functional as F

from .processor_config import ImageProcessorConfig, load_image_processor_config


def pixel_shuffle(x: torch.Tensor, scale_factor: float = 0.5) -> torch.Tensor:
    n, w, h, c = x.shape
    x = x.view(n, w, int(h * scale_factor), int(c / scale_factor))
    x = x.permute(0, 2, 1, 3).contiguous()
    x = x.view(n, int(h * scale_factor), int(w * scale_factor), int(c / (scale_factor * scale_factor)))
    return x.permute(0, 2, 1, 3).contiguous()


class InternVisionEmbeddings(nn.Module):
    def __init__(self, hidden_size: int, patch_size: int, image_size: int):
        super().__init__()
        self.patch_size = patch_size
        self.patch_embedding = nn.Conv2d(3, hidden_size, kernel_size=patch_size, stride=patch_size)
        num_positions = (image_size // patch_size) ** 2
        self.position_embedding = nn.Parameter(torch.randn(1, num_positions, hidden_size) * 0.02)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embedding(pixel_values)
        return x.flatten(2).transpose(1, 2) + self.position_embedding


class InternVisionTower(nn.Module):
    """Vision tower + MLP projector of an InternVL-style VLM.

    The preprocessor config lives next to the weights and is only needed to
    normalise raw pixels that arrive un-normalised from the fast image path.
    """

    def __init__(self, model_path: str, hidden_size: int = 32, llm_hidden_size: int = 48):
        super().__init__()
        self.model_path = model_path
        self.embeddings = InternVisionEmbeddings(hidden_size, patch_size=4, image_size=16)
        self.encoder = nn.TransformerEncoderLayer(hidden_size, nhead=4, dim_feedforward=64, batch_first=True)
        self.mlp1 = nn.Sequential(
            nn.LayerNorm(hidden_size * 4),
            nn.Linear(hidden_size * 4, llm_hidden_size),
            nn.GELU(),
            nn.Linear(llm_hidden_size, llm_hidden_size),
        )

    @functools.cached_property
    def processor_config(self) -> ImageProcessorConfig:
        return load_image_processor_config(self.model_path)

    def normalize(self, pixel_values: torch.Tensor) -> torch.Tensor:
        cfg = self.processor_config
        mean = torch.tensor(cfg.image_mean, dtype=pixel_values.dtype).view(1, 3, 1, 1)
        std = torch.tensor(cfg.image_std, dtype=pixel_values.dtype).view(1, 3, 1, 1)
        return (pixel_values - mean) / std

    def extract_feature(self, pixel_values: torch.Tensor) -> torch.Tensor:
        pixel_values = self.normalize(pixel_values)
        vit_embeds = self.encoder(self.embeddings(pixel_values))
        h = w = int(vit_embeds.shape[1] ** 0.5)
        vit_embeds = vit_embeds.reshape(vit_embeds.shape[0], h, w, -1)
        vit_embeds = pixel_shuffle(vit_embeds, scale_factor=0.5)
        vit_embeds = vit_embeds.reshape(vit_embeds.shape[0], -1, vit_embeds.shape[-1])
        return self.mlp1(vit_embeds)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return F.normalize(self.extract_feature(pixel_values), dim=-1)


tower = InternVisionTower("/nonexistent/internvl2-1b").eval()
encode_images = torch.compile(tower.forward, fullgraph=True)
