"""Access accounting for tiered (HBM/host) embedding tables.

The histogram drives the background prefetcher that promotes hot rows to the
fast tier.  Updating it uses in-place index_add_ on a buffer shared with the
prefetcher thread, so it is kept out of the compiled graph.
"""
import torch
import torch.nn as nn


class CachedTableBase(nn.Module):
    def __init__(self, num_rows: int):
        super().__init__()
        self.num_rows = num_rows
        self.register_buffer("access_hist", torch.zeros(num_rows, dtype=torch.long), persistent=False)

    @torch.compiler.disable
    def _record_access(self, ids: torch.Tensor) -> None:
        self.access_hist.index_add_(0, ids, torch.ones_like(ids))

    def touch(self, ids: torch.Tensor) -> torch.Tensor:
        if self.training:
            return ids
        self._record_access(ids)
        return ids
