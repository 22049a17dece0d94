from dataclasses import dataclass

import torch
from torch import nn

from .image_utils import build_feature_packer


@dataclass
class LlavaNextConfig:
    hidden_size: int = 8
    vision_hidden_size: int = 8
    patch_dim: int = 6
    image_aspect_ratio: str = "anyres_max_9"
    grid_pinpoints: int = 2
    vocab_size: int = 50
    image_token_index: int = 45


class LlavaNextForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaNextConfig):
        super().__init__()
        self.config = config
        self.patch_embed = nn.Linear(config.patch_dim, config.vision_hidden_size)
        self.projector = nn.Sequential(
            nn.Linear(config.vision_hidden_size, config.hidden_size),
            nn.GELU(),
            nn.Linear(config.hidden_size, config.hidden_size),
        )
        self.image_newline = nn.Parameter(torch.zeros(config.hidden_size))
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.pack_image_features = build_feature_packer(
            config.image_aspect_ratio, config.grid_pinpoints
        )

    def encode_images(self, pixel_values: torch.Tensor) -> torch.Tensor:
        # pixel_values: (num_images, 1 + grid * grid, num_patches, patch_dim)
        return self.projector(self.patch_embed(pixel_values))

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor,
                image_sizes: torch.Tensor) -> torch.Tensor:
        image_features = self.encode_images(pixel_values)
        packed = self.pack_image_features(image_features, image_sizes, self.image_newline)
        inputs_embeds = self.embed_tokens(input_ids)
        image_embeds = torch.cat(packed, dim=0)
        mask = (input_ids == self.config.image_token_index).unsqueeze(-1)
        return inputs_embeds.masked_scatter(mask, image_embeds)


llava_next = LlavaNextForConditionalGeneration(LlavaNextConfig())
compiled_llava_next = torch.compile(llava_next, fullgraph=True)
