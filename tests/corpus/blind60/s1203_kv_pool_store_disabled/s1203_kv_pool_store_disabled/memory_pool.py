"""
Memory pool.

ReqToTokenPool maps a request to its token locations.
KVCache holds the physical per-layer key/value buffers.
"""

from __future__ import annotations

import abc
from typing import List, Tuple

import torch


class ReqToTokenPool:
    def __init__(self, size: int, max_context_len: int, device: str = "cpu"):
        self.size = size
        self.max_context_len = max_context_len
        self.req_to_token = torch.zeros((size, max_context_len), dtype=torch.int64, device=device)
        self.free_slots = list(range(size))

    def write(self, indices, values):
        self.req_to_token[indices] = values


@torch.compiler.disable
def _set_kv_buffer_impl(
    k_buffer: torch.Tensor,
    v_buffer: torch.Tensor,
    loc: torch.Tensor,
    cache_k: torch.Tensor,
    cache_v: torch.Tensor,
) -> None:
    k_buffer.index_copy_(0, loc, cache_k.to(k_buffer.dtype))
    v_buffer.index_copy_(0, loc, cache_v.to(v_buffer.dtype))


class KVCache(abc.ABC):
    def __init__(self, size: int, dtype: torch.dtype, layer_num: int, device: str = "cpu"):
        self.size = size
        self.dtype = dtype
        self.store_dtype = dtype
        self.layer_num = layer_num
        self.device = device

    @abc.abstractmethod
    def get_kv_buffer(self, layer_id: int) -> Tuple[torch.Tensor, torch.Tensor]:
        raise NotImplementedError()

    def set_kv_buffer(self, layer, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor):
        k_buffer, v_buffer = self.get_kv_buffer(layer.layer_id)
        _set_kv_buffer_impl(k_buffer, v_buffer, loc, cache_k, cache_v)


class MHATokenToKVPool(KVCache):
    def __init__(self, size: int, dtype: torch.dtype, head_num: int, head_dim: int, layer_num: int):
        super().__init__(size, dtype, layer_num)
        self.head_num = head_num
        self.head_dim = head_dim
        self.k_buffer: List[torch.Tensor] = [
            torch.zeros((size + 1, head_num, head_dim), dtype=self.store_dtype)
            for _ in range(layer_num)
        ]
        self.v_buffer: List[torch.Tensor] = [
            torch.zeros((size + 1, head_num, head_dim), dtype=self.store_dtype)
            for _ in range(layer_num)
        ]

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        return self.k_buffer[layer_id]

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        return self.v_buffer[layer_id]

    def get_kv_buffer(self, layer_id: int):
        return self.get_key_buffer(layer_id), self.get_value_buffer(layer_id)
