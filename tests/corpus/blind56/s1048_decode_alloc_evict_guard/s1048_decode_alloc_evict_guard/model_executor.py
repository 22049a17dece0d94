from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .mem_cache import RadixCache, TokenToKVPoolAllocator


def alloc_token_slots(
    tree_cache: Optional[RadixCache],
    allocator: TokenToKVPoolAllocator,
    num_tokens: int,
) -> torch.Tensor:
    if tree_cache is not None and allocator.available_size() < num_tokens:
        tree_cache.evict(num_tokens)
    out_cache_loc = allocator.alloc(num_tokens)
    if out_cache_loc is None:
        raise RuntimeError(f"Out of memory: cannot allocate {num_tokens} KV cache slots")
    return out_cache_loc


@dataclass
class ForwardBatch:
    batch_size: int
    seq_lens_sum: int


class DecodeModelRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, max_total_num_tokens: int = 64):
        super().__init__()
        self.allocator = TokenToKVPoolAllocator(max_total_num_tokens)
        self.tree_cache = RadixCache(self.allocator)
        self.k_buffer = nn.Parameter(torch.randn(max_total_num_tokens + 1, hidden_size), requires_grad=False)
        self.proj = nn.Linear(hidden_size, hidden_size)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        batch = ForwardBatch(batch_size=hidden_states.shape[0], seq_lens_sum=hidden_states.shape[0])
        out_cache_loc = alloc_token_slots(self.tree_cache, self.allocator, batch.batch_size)
        cached_k = self.k_buffer[out_cache_loc]
        return self.proj(hidden_states) + cached_k


runner = DecodeModelRunner()
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
