"""all_gather_v / reduce_scatter_v for uneven token counts across DP ranks."""
from __future__ import annotations

import torch


class DPMetadata:
    """Token counts of every DP rank for the current step."""

    def __init__(self, dp_size: int = 1, dp_rank: int = 0):
        self.dp_size = dp_size
        self.dp_rank = dp_rank

    def tokens_across_dp(self, num_tokens: int) -> torch.Tensor:
        counts = torch.zeros(self.dp_size, dtype=torch.int64)
        counts[self.dp_rank] = num_tokens
        if self.dp_size > 1:
            torch.distributed.all_reduce(counts)
        return counts


class VariableGather:
    def __init__(self, meta: DPMetadata):
        self.meta = meta

    def all_gather_v(self, x: torch.Tensor) -> tuple[torch.Tensor, list[int]]:
        counts = self.meta.tokens_across_dp(x.shape[0])
        sizes = counts.tolist()
        if self.meta.dp_size == 1:
            return x, sizes
        out = x.new_empty(sum(sizes), *x.shape[1:])
        parts = list(out.split(sizes))
        torch.distributed.all_gather(parts, x)
        return out, sizes

    def reduce_scatter_v(self, x: torch.Tensor, sizes: list[int]) -> torch.Tensor:
        if self.meta.dp_size == 1:
            return x
        return x.split(sizes)[self.meta.dp_rank].contiguous()
