from __future__ import annotations

import torch

from . import kernels


class MHATokenToKVPool:
    def __init__(self, size: int, head_dim: int, layer_num: int):
        self.size = size
        self.head_dim = head_dim
        self.k_buffer = [torch.zeros(size, head_dim) for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size, head_dim) for _ in range(layer_num)]

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        kernels.store_kv_cache(self.k_buffer[layer_id], self.v_buffer[layer_id], loc, k, v)

    def get_kv_buffer(self, layer_id: int):
        return self.k_buffer[layer_id], self.v_buffer[layer_id]
