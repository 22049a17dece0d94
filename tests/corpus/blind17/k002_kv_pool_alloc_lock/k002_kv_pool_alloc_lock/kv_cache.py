from __future__ import annotations

import torch


class KVCache:
    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        raise NotImplementedError

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        raise NotImplementedError


class MHATokenToKVPool(KVCache):
    def __init__(self, size: int, head_dim: int, layer_num: int, dtype=torch.float32):
        self.size = size
        self.k_buffer = [torch.zeros(size + 1, head_dim, dtype=dtype) for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size + 1, head_dim, dtype=dtype) for _ in range(layer_num)]

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        return self.k_buffer[layer_id]

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        self.k_buffer[layer_id][loc] = k
        self.v_buffer[layer_id][loc] = v
