import torch

from .tensor_utils import copy_if_needed


class ContiguousKVCache:
    def __init__(self, max_batch: int, max_len: int, heads: int, head_dim: int):
        shape = (max_batch, max_len, heads, head_dim)
        self.k = torch.zeros(shape)
        self.v = torch.zeros(shape)
        self.max_len = max_len

    def update(self, positions: torch.Tensor, key: torch.Tensor, value: torch.Tensor):
        batch = key.shape[0]
        rows = torch.arange(batch)
        k_slot = self.k[rows, positions]
        v_slot = self.v[rows, positions]
        copy_if_needed(k_slot, key)
        copy_if_needed(v_slot, value)
        self.k[rows, positions] = k_slot
        self.v[rows, positions] = v_slot
        return self.k[:batch], self.v[:batch]
