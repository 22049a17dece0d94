import torch
from torch import nn

from .backends import create_backend, default_scale
from .exceptions import AttentionBackendError


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, backend: str = "triton"):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scaling = default_scale(head_dim)
        self.backend = create_backend(backend)
        self.fallback_backend = create_backend("torch_native")

    def forward(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor):
        q = q.view(-1, self.num_heads, self.head_dim)
        try:
            self.backend.check_inputs(q)
            out = self.backend.forward_decode(q, k_cache, v_cache, self.scaling)
        except AttentionBackendError:
            out = self.fallback_backend.forward_decode(q, k_cache, v_cache, self.scaling)
        return out.reshape(-1, self.num_heads * self.head_dim)


_LAYER = RadixAttention(num_heads=2, head_dim=4)


@torch.compile(fullgraph=True)
def decode_attention(q, k_cache, v_cache):
    return _LAYER(q, k_cache, v_cache)
