import torch


class ProjectedCodebookCache:
    """Caches `codebook @ proj` so decode is a pure gather.

    The key includes the storage pointers so that a weight reload (hot swap of
    a fine-tuned codec) invalidates the cached product automatically.
    """

    def __init__(self):
        self._entries = {}

    def _key(self, name: str, codebook: torch.Tensor, proj: torch.Tensor):
        return (name, codebook.data_ptr(), proj.data_ptr(), codebook._version)

    def get(self, name: str, codebook: torch.Tensor, proj: torch.Tensor) -> torch.Tensor:
        key = self._key(name, codebook, proj)
        hit = self._entries.get(key)
        if hit is None:
            hit = codebook @ proj
            self._entries = {k: v for k, v in self._entries.items() if k[0] != name}
            self._entries[key] = hit
        return hit
