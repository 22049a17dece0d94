import torch
from torch import nn

from .attention import get_attention_backend


class RadixAttention(nn.Module):
    def __init__(self, layer_id: int, head_dim: int, pool_size: int, attn_backend):
        super().__init__()
        self.layer_id = layer_id
        self.scaling = head_dim**-0.5
        self.register_buffer("k_buffer", torch.zeros(pool_size, head_dim), persistent=False)
        self.register_buffer("v_buffer", torch.zeros(pool_size, head_dim), persistent=False)
        self.attn_backend = attn_backend

    def forward(self, q, k, v, kv_indices, kv_indptr, out_cache_loc):
        return self.attn_backend.forward_decode(q, k, v, self, kv_indices, kv_indptr, out_cache_loc)


def build_attention_layers(backend_name: str, num_layers: int, head_dim: int, pool_size: int, page_size: int = 1):
    backend = get_attention_backend(backend_name, page_size=page_size)
    return nn.ModuleList([RadixAttention(i, head_dim, pool_size, backend) for i in range(num_layers)])
