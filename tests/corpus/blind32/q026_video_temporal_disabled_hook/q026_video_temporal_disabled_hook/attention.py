import torch
import torch.nn.functional as F
from torch import nn

from .instrument import record_activation_stats


class AxisAttention(nn.Module):
    """Self-attention along one axis of a (B, F, N, D) video token grid."""

    def __init__(self, dim: int, heads: int, axis: str):
        super().__init__()
        self.heads = heads
        self.axis = axis
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def _attend(self, x):
        b, n, d = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        o = F.scaled_dot_product_attention(q, k, v)
        return self.out(o.transpose(1, 2).reshape(b, n, d))


class SpatialAttention(AxisAttention):
    def forward(self, x):
        b, f, n, d = x.shape
        return self._attend(x.reshape(b * f, n, d)).view(b, f, n, d)


class TemporalAttention(AxisAttention):
    def forward(self, x):
        b, f, n, d = x.shape
        y = x.permute(0, 2, 1, 3).reshape(b * n, f, d)
        y = self._attend(y)
        record_activation_stats(f"temporal_{self.axis}", y)
        return y.view(b, n, f, d).permute(0, 2, 1, 3)
