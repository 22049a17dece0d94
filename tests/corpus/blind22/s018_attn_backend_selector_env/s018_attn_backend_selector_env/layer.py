import torch
from torch import nn

from .selector import AttentionSelector


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, scale=None):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = scale if scale is not None else head_dim ** -0.5
        self.selector = AttentionSelector(head_dim)

    @torch.compile(fullgraph=True)
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        impl = self.selector.backend_cls.make_impl(self.num_heads, self.head_dim, self.scale)
        return impl.forward(q, k, v)
