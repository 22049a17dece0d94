import torch
import torch.nn as nn
import torch.nn.functional as F

from .processing import ImageProcessor


class VisionTokenizer(nn.Module):
    """Patchify -> small transformer -> 2x2 merge, producing LLM image tokens."""

    def __init__(self, processor: ImageProcessor, hidden_size: int = 32, out_size: int = 48):
        super().__init__()
        cfg = processor.config
        self.processor = processor
        self.patch_size = cfg.patch_size
        self.merge_size = cfg.merge_size
        self.register_buffer("pixel_mean", torch.tensor(cfg.image_mean).view(1, 3, 1, 1), persistent=False)
        self.register_buffer("pixel_std", torch.tensor(cfg.image_std).view(1, 3, 1, 1), persistent=False)
        self.patch_embed = nn.Conv2d(3, hidden_size, cfg.patch_size, cfg.patch_size)
        self.layer = nn.TransformerEncoderLayer(hidden_size, 4, 64, dropout=0.0, batch_first=True)
        self.merger = nn.Linear(hidden_size * cfg.merge_size**2, out_size)

    def get_num_image_tokens(self, height: int, width: int) -> int:
        return (height // self.patch_size // self.merge_size) * (width // self.patch_size // self.merge_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        b, _, height, width = pixel_values.shape
        num_tokens = self.get_num_image_tokens(height, width)
        x = (pixel_values - self.pixel_mean) / self.pixel_std
        x = self.patch_embed(x)
        gh, gw = x.shape[-2:]
        x = self.layer(x.flatten(2).transpose(1, 2))
        m = self.merge_size
        x = x.view(b, gh // m, m, gw // m, m, -1).permute(0, 1, 3, 2, 4, 5)
        x = x.reshape(b, num_tokens, -1)
        return F.gelu(self.merger(x))
