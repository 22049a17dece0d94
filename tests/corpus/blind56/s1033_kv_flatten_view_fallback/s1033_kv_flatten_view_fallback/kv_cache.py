import torch
from torch import nn

from .tensor_utils import check_slot_mapping, flatten_heads


class TokenToKVPool(nn.Module):
    def __init__(self, size: int, num_kv_heads: int, head_dim: int):
        super().__init__()
        self.size = size
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        width = num_kv_heads * head_dim
        self.register_buffer("k_buffer", torch.zeros(size, width), persistent=False)
        self.register_buffer("v_buffer", torch.zeros(size, width), persistent=False)

    def set_kv_buffer(self, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor):
        check_slot_mapping(loc, cache_k.shape[0])
        self.k_buffer.index_copy_(0, loc, flatten_heads(cache_k))
        self.v_buffer.index_copy_(0, loc, flatten_heads(cache_v))

    def get_kv_buffer(self):
        return self.k_buffer, self.v_buffer
