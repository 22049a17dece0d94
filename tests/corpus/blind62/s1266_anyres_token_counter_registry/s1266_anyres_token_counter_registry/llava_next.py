from dataclasses import dataclass, field
from typing import List, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

from .registry import get_token_counter


@dataclass
class LlavaNextConfig:
    model_type: str = "llava_next"
    image_size: int = 8
    patch_size: int = 4
    hidden_size: int = 16
    text_hidden_size: int = 24
    image_grid_pinpoints: List[Tuple[int, int]] = field(default_factory=lambda: [(8, 16), (16, 8), (16, 16)])


class LlavaNextImageEncoder(nn.Module):
    def __init__(self, config: LlavaNextConfig):
        super().__init__()
        self.config = config
        self.patch_embed = nn.Conv2d(3, config.hidden_size, config.patch_size, config.patch_size)
        self.projector = nn.Sequential(
            nn.Linear(config.hidden_size, config.text_hidden_size),
            nn.GELU(),
            nn.Linear(config.text_hidden_size, config.text_hidden_size),
        )
        self.image_newline = nn.Parameter(torch.zeros(config.text_hidden_size))
        self._count_tokens = get_token_counter(config.model_type)

    def encode_patches(self, pixel_values: torch.Tensor) -> torch.Tensor:
        feats = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        return self.projector(feats)

    def forward(self, pixel_values: torch.Tensor, image_sizes: torch.Tensor, flat_features: torch.Tensor):
        base_features = self.encode_patches(pixel_values)
        num_tokens = self._count_tokens(image_sizes, self.config)
        per_image = torch.split(flat_features, num_tokens, dim=0)
        outputs = []
        for base, extra in zip(base_features, per_image):
            outputs.append(torch.cat([base, extra, self.image_newline[None]], dim=0))
        return torch.cat(outputs, dim=0)


_encoder = LlavaNextImageEncoder(LlavaNextConfig())
encode_images = torch.compile(_encoder, fullgraph=True)
