from __future__ import annotations

import torch
from torch import nn

from .patch_merger import PatchMerger


class Qwen2VisionHead(nn.Module):
    """Final norm + merger of the vision tower, the part fused into one graph."""

    def __init__(self, embed_dim: int = 8, llm_hidden_size: int = 24, spatial_merge_size: int = 2) -> None:
        super().__init__()
        self.merger = PatchMerger(dim=llm_hidden_size, context_dim=embed_dim, spatial_merge_size=spatial_merge_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.merger(hidden_states)


vision_head = torch.compile(Qwen2VisionHead(), fullgraph=True)
