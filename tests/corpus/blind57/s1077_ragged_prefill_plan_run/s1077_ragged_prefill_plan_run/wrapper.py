import itertools
from typing import List, Optional

import torch

from .utils import chunked, describe_plan, indptr_from_lens, iter_segments, iter_tiles, logger, to_cpu_list


class BatchRaggedPrefillWrapper:
    def __init__(self, tile_size: int = 2, max_requests_per_block: int = 2):
        self.tile_size = tile_size
        self.max_requests_per_block = max_requests_per_block
        self._indptr: Optional[List[int]] = None
        self._work_list: List[List[tuple]] = []

    def plan(self, seq_lens: torch.Tensor) -> None:
        self._indptr = indptr_from_lens(to_cpu_list(seq_lens))
        work = [
            (req_idx, ts, te)
            for req_idx, s, e in iter_segments(self._indptr)
            for ts, te in iter_tiles(s, e, self.tile_size)
        ]
        self._work_list = list(chunked(work, self.max_requests_per_block))
        logger.info("ragged prefill plan: %s", describe_plan(self._indptr, self.tile_size))

    def run(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, sm_scale: float) -> torch.Tensor:
        out_tiles = []
        for block in self._work_list:
            for req_idx, ts, te in block:
                rs, re_ = self._indptr[req_idx], self._indptr[req_idx + 1]
                scores = (q[ts:te] @ k[rs:re_].transpose(0, 1)) * sm_scale
                causal = torch.ones(te - ts, re_ - rs, dtype=torch.bool).tril(ts - rs)
                scores = scores.masked_fill(~causal, float("-inf"))
                out_tiles.append(torch.softmax(scores, dim=-1) @ v[rs:re_])
        return torch.cat(list(itertools.chain.from_iterable([out_tiles])), dim=0)
