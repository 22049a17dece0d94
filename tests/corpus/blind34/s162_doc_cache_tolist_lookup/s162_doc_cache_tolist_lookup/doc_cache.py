from collections import OrderedDict

import torch


class EmbeddingCache:
    """LRU cache of document embeddings, keyed by integer document id."""

    def __init__(self, dim: int, capacity: int = 64):
        self.dim = dim
        self.capacity = capacity
        self._store: "OrderedDict[int, torch.Tensor]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def warm(self, table: torch.Tensor) -> None:
        for doc_id in range(table.shape[0]):
            self._store[doc_id] = table[doc_id].clone()

    def _get(self, doc_id: int) -> torch.Tensor:
        emb = self._store.get(doc_id)
        if emb is None:
            self.misses += 1
            return torch.zeros(self.dim)
        self.hits += 1
        self._store.move_to_end(doc_id)
        return emb

    def gather(self, ids: torch.Tensor) -> torch.Tensor:
        flat = ids.reshape(-1).tolist()
        rows = [self._get(i) for i in flat]
        return torch.stack(rows).reshape(*ids.shape, self.dim)
