from __future__ import annotations

import torch
from torch import nn

from .attn_metadata import build_decode_metadata
from .forward_batch_info import ForwardBatch, ForwardMode

NUM_HEADS, HEAD_DIM = 2, 4

_proj = nn.Linear(NUM_HEADS * HEAD_DIM, NUM_HEADS * HEAD_DIM)
_seq_lens = torch.tensor([5, 9, 2, 7], dtype=torch.int64)
_req_pool_indices = torch.arange(4, dtype=torch.int64)


@torch.compile(fullgraph=True)
def forward_step(hidden_states: torch.Tensor) -> torch.Tensor:
    batch = ForwardBatch.init_new(ForwardMode.DECODE, _seq_lens, _req_pool_indices)
    meta = build_decode_metadata(batch, NUM_HEADS, HEAD_DIM)
    heads = torch.split(_proj(hidden_states), meta.head_split, dim=-1)
    out = torch.cat([h * meta.length_scale.unsqueeze(-1) for h in heads], dim=-1)
    if batch.forward_mode.is_decode():
        out = out + batch.positions.unsqueeze(-1).to(out.dtype)
    return out
