from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

from .utils import print_warning_once


@dataclass
class ForwardBatch:
    batch_size: int
    input_ids: torch.Tensor
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    out_cache_loc: torch.Tensor
    seq_lens_cpu: Optional[torch.Tensor] = None
    seq_lens_sum: Optional[int] = None

    def get_seq_lens_cpu(self) -> torch.Tensor:
        if self.seq_lens_cpu is None:
            print_warning_once(
                "ForwardBatch.seq_lens_cpu was not provided by the scheduler; "
                "copying seq_lens to host, which synchronizes the stream."
            )
            self.seq_lens_cpu = self.seq_lens.to("cpu")
        return self.seq_lens_cpu

    def get_seq_lens_sum(self) -> int:
        if self.seq_lens_sum is None:
            self.seq_lens_sum = int(self.get_seq_lens_cpu().sum())
        return self.seq_lens_sum
