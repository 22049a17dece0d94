import threading

import torch


class NeighbourStore:
    """Document embeddings shared between the serving threads.

    Refresh jobs swap in new embeddings from a background thread, so readers
    take the lock while they snapshot the tensors.
    """

    def __init__(self, keys: torch.Tensor, values: torch.Tensor):
        self._lock = threading.Lock()
        self._keys = keys
        self._values = values
        self.version = 0

    def refresh(self, keys: torch.Tensor, values: torch.Tensor) -> None:
        with self._lock:
            self._keys, self._values = keys, values
            self.version += 1

    def snapshot(self):
        with self._lock:
            return self._keys, self._values


class KNNLookup:
    def __init__(self, store: NeighbourStore, k: int):
        self.store = store
        self.k = k

    def __call__(self, q: torch.Tensor):
        keys, values = self.store.snapshot()
        sims = q @ keys.t() / keys.shape[-1] ** 0.5
        scores, idx = sims.topk(self.k, dim=-1)
        return scores, values[idx]
