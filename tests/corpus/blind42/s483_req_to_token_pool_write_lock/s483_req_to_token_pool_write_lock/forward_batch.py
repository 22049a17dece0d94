from __future__ import annotations

from dataclasses import dataclass

import torch

from .memory_pool import ReqToTokenPool


@dataclass
class DecodeForwardBatch:
    input_ids: torch.Tensor
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    out_cache_loc: torch.Tensor
    req_to_token_pool: ReqToTokenPool

    @property
    def batch_size(self) -> int:
        return self.req_pool_indices.shape[0]

    def commit_out_cache_loc(self) -> None:
        """Record the KV slot of the token generated at position seq_len - 1."""
        self.req_to_token_pool.write(
            (self.req_pool_indices, self.seq_lens - 1), self.out_cache_loc
        )

    def kv_slots(self, max_len: int) -> torch.Tensor:
        table = self.req_to_token_pool.req_to_token[self.req_pool_indices, :max_len]
        mask = torch.arange(max_len, device=table.device)[None, :] < self.seq_lens[:, None]
        return torch.where(mask, table, torch.zeros_like(table))
