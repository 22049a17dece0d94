"""Decode step of a tiny model runner; the compiled entry point."""
from __future__ import annotations

import torch

from .wrapper import BatchDecodeWithPagedKVCacheWrapper

_WORKSPACE = torch.empty(1024, dtype=torch.uint8)


class DecodeRunner:
    def __init__(self, num_heads: int = 2, head_dim: int = 4) -> None:
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.attn = BatchDecodeWithPagedKVCacheWrapper(
            _WORKSPACE, num_qo_heads=num_heads, num_kv_heads=num_heads, head_dim=head_dim
        )
        self.o_proj = torch.nn.Linear(num_heads * head_dim, num_heads * head_dim, bias=False)

    def forward_decode(self, hidden: torch.Tensor, k_cache: torch.Tensor,
                       v_cache: torch.Tensor, kv_indptr: torch.Tensor) -> torch.Tensor:
        q = hidden.view(hidden.shape[0], self.num_heads, self.head_dim)
        attn_out = self.attn.run(q, k_cache, v_cache, kv_indptr)
        return self.o_proj(attn_out.reshape(hidden.shape[0], -1))


_runner = DecodeRunner()
decode_step = torch.compile(_runner.forward_decode, fullgraph=True)
