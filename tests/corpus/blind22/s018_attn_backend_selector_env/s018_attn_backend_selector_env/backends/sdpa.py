import torch
import torch.nn.functional as F

from .registry import register_backend


@register_backend("TORCH_SDPA", -1)
class TorchSDPABackend:
    def __init__(self, num_heads: int, head_dim: int, scale: float):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = scale

    @classmethod
    def make_impl(cls, num_heads: int, head_dim: int, scale: float) -> "TorchSDPABackend":
        return cls(num_heads, head_dim, scale)

    def forward(self, q, k, v):
        t = q.shape[0]
        q, k, v = (x.view(t, self.num_heads, self.head_dim).transpose(0, 1) for x in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)
        return out.transpose(0, 1).reshape(t, self.num_heads * self.head_dim)
