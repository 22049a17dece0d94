from dataclasses import dataclass
from typing import Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

from .processing_qwen2_vl import Qwen2VLImageProcessor


@dataclass
class VisionEncoderOutput:
    image_embeds: Tuple[torch.Tensor, ...]
    num_image_tokens: torch.Tensor


class PatchMerger(nn.Module):
    def __init__(self, dim: int, context_dim: int, spatial_merge_size: int):
        super().__init__()
        self.hidden_size = context_dim * spatial_merge_size**2
        self.ln_q = nn.LayerNorm(context_dim, eps=1e-6)
        self.fc1 = nn.Linear(self.hidden_size, self.hidden_size)
        self.fc2 = nn.Linear(self.hidden_size, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.ln_q(x).view(-1, self.hidden_size)
        return self.fc2(F.gelu(self.fc1(x)))


class Qwen2VLVisionEncoder(nn.Module):
    processor_class = Qwen2VLImageProcessor

    def __init__(self, in_dim: int = 24, embed_dim: int = 16, out_dim: int = 32, spatial_merge_size: int = 2):
        super().__init__()
        self.spatial_merge_size = spatial_merge_size
        self.spatial_merge_unit = spatial_merge_size**2
        self.patch_embed = nn.Linear(in_dim, embed_dim, bias=False)
        self.norm = nn.LayerNorm(embed_dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(embed_dim, 2 * embed_dim), nn.GELU(), nn.Linear(2 * embed_dim, embed_dim))
        self.merger = PatchMerger(out_dim, embed_dim, spatial_merge_size)

    def get_num_image_tokens(self, image_grid_thw: torch.Tensor) -> torch.Tensor:
        return image_grid_thw.prod(-1) // self.spatial_merge_unit

    def forward(self, pixel_values: torch.Tensor, image_grid_thw: torch.Tensor) -> VisionEncoderOutput:
        hidden_states = self.patch_embed(pixel_values)
        hidden_states = hidden_states + self.mlp(self.norm(hidden_states))
        image_embeds = self.merger(hidden_states)
        num_image_tokens = self.get_num_image_tokens(image_grid_thw)
        split_sizes = num_image_tokens.tolist()
        return VisionEncoderOutput(
            image_embeds=torch.split(image_embeds, split_sizes, dim=0),
            num_image_tokens=num_image_tokens,
        )


compiled_encoder = torch.compile(Qwen2VLVisionEncoder(), fullgraph=True)
