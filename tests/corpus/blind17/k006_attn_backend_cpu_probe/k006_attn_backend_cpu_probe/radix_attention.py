from __future__ import annotations

import torch

from .attention import get_attention_backend
from .attention.backends import default_scaling


class RadixAttention:
    def __init__(self, num_heads: int, head_dim: int, layer_id: int, backend: str = "auto"):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.layer_id = layer_id
        self.backend_name = backend
        self.scaling = default_scaling(head_dim)

    def __call__(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        backend = get_attention_backend(self.backend_name)
        return backend.forward_decode(q, k, v, self.scaling)


_attn = RadixAttention(num_heads=2, head_dim=8, layer_id=0)


def _decode_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    o = _attn(q, k, v)
    return o.reshape(o.shape[0], -1)


attn_step = torch.compile(_decode_attention, fullgraph=True)
