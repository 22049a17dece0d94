import numpy as np
import torch

_BACKENDS = {}


def backend(name):
    def deco(cls):
        _BACKENDS[name] = cls
        return cls

    return deco


def get_backend(name, *args, **kwargs):
    return _BACKENDS[name](*args, **kwargs)


class SearchBackend:
    def __init__(self, keys: torch.Tensor):
        self.keys = keys

    def search(self, q: torch.Tensor, k: int) -> torch.Tensor:
        raise NotImplementedError


@backend("torch")
class TorchBackend(SearchBackend):
    def search(self, q, k):
        return (q @ self.keys.t()).topk(k, dim=-1).indices


@backend("exact")
class ExactNumpyBackend(SearchBackend):
    """Mirrors the reference implementation used to validate the ANN index."""

    def __init__(self, keys):
        super().__init__(keys)
        self._keys_np = keys.numpy()

    def _partial_topk(self, sims: np.ndarray, k: int) -> np.ndarray:
        part = np.argpartition(-sims, k - 1, axis=-1)[:, :k]
        order = np.take_along_axis(sims, part, axis=-1).argsort(axis=-1)[:, ::-1]
        return np.take_along_axis(part, order, axis=-1)

    def search(self, q, k):
        sims = q.detach().numpy() @ self._keys_np.T
        return torch.from_numpy(self._partial_topk(sims, k))
