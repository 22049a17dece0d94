from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .memory_pool import MHATokenToKVPool, ReqToTokenPool


@dataclass
class ForwardBatch:
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    out_cache_loc: torch.Tensor
    req_to_token_pool: ReqToTokenPool
    token_to_kv_pool: MHATokenToKVPool
    attn_backend: "TorchNativeAttnBackend"


class TorchNativeAttnBackend:
    def forward_decode(self, q, k, v, layer: "RadixAttention", forward_batch: ForwardBatch, save_kv_cache=True):
        if save_kv_cache:
            forward_batch.token_to_kv_pool.set_kv_buffer(layer, forward_batch.out_cache_loc, k, v)
        k_cache, v_cache = forward_batch.token_to_kv_pool.get_kv_buffer(layer.layer_id)
        rows = forward_batch.req_to_token_pool.req_to_token[forward_batch.req_pool_indices]
        keys = k_cache[rows]
        values = v_cache[rows]
        pos = torch.arange(rows.shape[1])
        mask = pos[None, :] < forward_batch.seq_lens[:, None]
        scores = torch.einsum("bhd,bshd->bhs", q, keys) * layer.scaling
        scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        return torch.einsum("bhs,bshd->bhd", scores.softmax(-1), values)


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, scaling: float, layer_id: int):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.scaling = scaling
        self.layer_id = layer_id

    def forward(self, q, k, v, forward_batch: ForwardBatch, save_kv_cache: bool = True):
        q = q.view(-1, self.tp_q_head_num, self.head_dim)
        k = k.view(-1, self.tp_q_head_num, self.head_dim)
        v = v.view(-1, self.tp_q_head_num, self.head_dim)
        out = forward_batch.attn_backend.forward_decode(q, k, v, self, forward_batch, save_kv_cache)
        return out.reshape(-1, self.tp_q_head_num * self.head_dim)
