import torch


class StaticKVCache:
    def __init__(self, max_len: int, num_heads: int, head_dim: int) -> None:
        self.k_cache = torch.zeros(max_len, num_heads, head_dim)
        self.v_cache = torch.zeros(max_len, num_heads, head_dim)

    def _check_not_aliased(self) -> None:
        if self.k_cache.data_ptr() == self.v_cache.data_ptr():
            raise RuntimeError("K and V caches must not share storage")

    def update(self, pos: int, k: torch.Tensor, v: torch.Tensor):
        self._check_not_aliased()
        n = k.shape[0]
        self.k_cache[pos : pos + n].copy_(k)
        self.v_cache[pos : pos + n].copy_(v)
        return self.k_cache[: pos + n], self.v_cache[: pos + n]
