from __future__ import annotations

from dataclasses import dataclass

import torch

from .kernels import assign_req_to_token_pool


@dataclass
class ExtendBatch:
    req_pool_indices: torch.Tensor
    prefix_lens: torch.Tensor
    extend_lens: torch.Tensor
    out_cache_loc: torch.Tensor

    @property
    def seq_lens(self) -> torch.Tensor:
        return self.prefix_lens + self.extend_lens

    def write_req_to_token(self, req_to_token: torch.Tensor) -> None:
        assign_req_to_token_pool(
            self.req_pool_indices, req_to_token, self.prefix_lens, self.seq_lens, self.out_cache_loc
        )
