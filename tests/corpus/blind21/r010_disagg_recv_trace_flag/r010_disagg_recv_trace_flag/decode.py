"""Single-token decode attention over blocks that arrived from prefill."""
from __future__ import annotations

import torch
from torch import nn

from .receiver import KVReceiver


class DisaggDecodeAttention(nn.Module):
    def __init__(self, head_dim: int = 8, num_blocks: int = 8, block_size: int = 4):
        super().__init__()
        self.q_proj = nn.Linear(head_dim, head_dim, bias=False)
        self.receiver = KVReceiver(num_blocks, block_size, head_dim)
        self.scale = head_dim ** -0.5

    def forward(self, x: torch.Tensor, recv: torch.Tensor, block_ids: torch.Tensor) -> torch.Tensor:
        cache = self.receiver.inject(recv, block_ids)
        k = cache[0].index_select(0, block_ids).flatten(0, 1)   # [n*bs, d]
        v = cache[1].index_select(0, block_ids).flatten(0, 1)
        q = self.q_proj(x)                                      # [B, d]
        attn = torch.softmax((q @ k.t()) * self.scale, dim=-1)
        return attn @ v


decode_attn = torch.compile(DisaggDecodeAttention(), fullgraph=True)
