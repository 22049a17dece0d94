from __future__ import annotations

import torch

from .allocator import create_allocator

PAGE_SIZE = 4
MAX_REQS = 4
MAX_CONTEXT_LEN = 16

req_to_token = torch.zeros((MAX_REQS, MAX_CONTEXT_LEN), dtype=torch.int64)
token_to_kv_pool_allocator = create_allocator(page_size=PAGE_SIZE, size=MAX_REQS * MAX_CONTEXT_LEN)


@torch.compile(fullgraph=True)
def prepare_for_decode(req_pool_indices: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    new_seq_lens = seq_lens + 1
    last_loc = req_to_token[req_pool_indices, seq_lens - 1]
    out_cache_loc = token_to_kv_pool_allocator.alloc_decode(new_seq_lens, last_loc)
    req_to_token[req_pool_indices, seq_lens] = out_cache_loc
    return out_cache_loc
