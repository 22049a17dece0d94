import torch


class BaseKVCache:
    def __init__(self, max_len: int, head_dim: int):
        self.max_len = max_len
        self.head_dim = head_dim
        self.keys = torch.zeros(max_len, head_dim)
        self.values = torch.zeros(max_len, head_dim)

    def write(self, k: torch.Tensor, v: torch.Tensor, start: int) -> None:
        n = k.shape[0]
        self.keys[start:start + n] = k
        self.values[start:start + n] = v

    def rollback(self, keys, values, accepted_mask):
        """Keep only the cache rows of accepted draft tokens."""
        kept_k = keys[accepted_mask]
        kept_v = values[accepted_mask]
        return kept_k, kept_v


class DraftKVCache(BaseKVCache):
    """Scratch cache for the k speculative positions of the current step."""

    def __init__(self, num_spec: int, head_dim: int):
        super().__init__(num_spec, head_dim)
        self.num_spec = num_spec

    def commit(self, k, v, accepted_mask):
        kept_k, kept_v = self.rollback(k, v, accepted_mask)
        return kept_k, kept_v
