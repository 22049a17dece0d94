from __future__ import annotations

import torch

from .layer import PagedAttention


@torch.compile(fullgraph=True, dynamic=False)
def unified_attention_with_output(
    layer: PagedAttention,
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    slot_mapping: torch.Tensor,
    block_table: torch.Tensor,
) -> torch.Tensor:
    q = query.view(-1, layer.num_heads, layer.head_size)
    k = key.view(-1, layer.num_heads, layer.head_size)
    v = value.view(-1, layer.num_heads, layer.head_size)
    out = layer(q, k, v, slot_mapping, block_table)
    return out.reshape(query.shape)
