"""Per-batch caches for quantities that only depend on the batch layout."""
from collections import OrderedDict

import torch


class GraphLayoutCache:
    """LRU cache of per-graph buffers keyed by the number of graphs in a batch.

    Serving batches are padded to a handful of graph counts, so the pooled
    readout buffers are reused across requests.
    """

    def __init__(self, max_entries: int = 8):
        self.max_entries = max_entries
        self._store: "OrderedDict[int, torch.Tensor]" = OrderedDict()

    def readout_buffer(self, num_graphs: int, dim: int, like: torch.Tensor) -> torch.Tensor:
        buf = self._store.get(num_graphs)
        if buf is None or buf.size(1) != dim:
            buf = like.new_zeros(num_graphs, dim)
            self._store[num_graphs] = buf
            if len(self._store) > self.max_entries:
                self._store.popitem(last=False)
        return buf.zero_()


def infer_num_graphs(batch: torch.Tensor) -> int:
    return int(batch.max()) + 1
