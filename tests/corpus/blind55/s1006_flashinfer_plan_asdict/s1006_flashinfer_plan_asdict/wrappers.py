"""Pure-torch stand-in for a paged KV decode wrapper with the plan()/run() split."""
from __future__ import annotations

from typing import Optional

import torch


class TorchPagedDecodeWrapper:
    def __init__(self, workspace_buffer: torch.Tensor, kv_layout: str = "NHD"):
        self.workspace_buffer = workspace_buffer
        self.kv_layout = kv_layout
        self._kv_indptr: Optional[torch.Tensor] = None
        self._kv_indices: Optional[torch.Tensor] = None
        self._kv_last_page_len: Optional[torch.Tensor] = None
        self._num_qo_heads = 0
        self._head_dim = 0
        self._sm_scale = 1.0

    def plan(
        self,
        kv_indptr: torch.Tensor,
        kv_indices: torch.Tensor,
        kv_last_page_len: torch.Tensor,
        num_qo_heads: int,
        num_kv_heads: int,
        head_dim: int,
        page_size: int,
        sm_scale: Optional[float] = None,
    ) -> None:
        if num_qo_heads % num_kv_heads != 0:
            raise ValueError("num_qo_heads must be a multiple of num_kv_heads")
        self._kv_indptr = kv_indptr
        self._kv_indices = kv_indices
        self._kv_last_page_len = kv_last_page_len
        self._num_qo_heads = num_qo_heads
        self._head_dim = head_dim
        self._sm_scale = sm_scale if sm_scale is not None else head_dim**-0.5

    def run(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, mask: torch.Tensor):
        k = k_cache[self._kv_indices]
        v = v_cache[self._kv_indices]
        scores = torch.einsum("bhd,bkhd->bhk", q, k) * self._sm_scale
        scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        return torch.einsum("bhk,bkhd->bhd", scores.softmax(-1), v)
