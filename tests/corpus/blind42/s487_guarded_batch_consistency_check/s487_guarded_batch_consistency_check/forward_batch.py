from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import List

import torch

logger = logging.getLogger(__name__)


@dataclass
class ForwardBatch:
    input_ids: torch.Tensor
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    out_cache_loc: torch.Tensor
    seq_lens_sum: int
    step_times: List[float] = field(default_factory=list)

    @property
    def batch_size(self) -> int:
        return self.input_ids.shape[0]

    def check_consistency(self, max_context_len: int) -> None:
        """Host-side sanity checks (these sync the device)."""
        if torch.compiler.is_compiling():
            return
        seq_lens = self.seq_lens.tolist()
        if sum(seq_lens) != self.seq_lens_sum:
            raise ValueError(f"seq_lens_sum={self.seq_lens_sum} but seq_lens sum to {sum(seq_lens)}")
        too_long = [i for i, n in enumerate(seq_lens) if n > max_context_len]
        if too_long:
            logger.warning("requests %s exceed max_context_len=%d", too_long, max_context_len)
        if len(set(self.out_cache_loc.tolist())) != self.batch_size:
            raise RuntimeError("duplicate KV slots in out_cache_loc")

    def record_step(self) -> None:
        if not torch.compiler.is_compiling():
            self.step_times.append(time.perf_counter())
