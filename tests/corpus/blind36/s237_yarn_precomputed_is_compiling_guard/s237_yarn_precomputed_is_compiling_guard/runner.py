import torch
from torch import nn

from .rope import YarnScaledRope


class DecodeRunner(nn.Module):
    """Flattened-token decode step: tokens from all requests packed into one batch."""

    def __init__(self, hidden=16, heads=2):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.rope = YarnScaledRope(self.head_dim)

    def forward_decode(self, hidden: torch.Tensor, positions: torch.Tensor):
        n = hidden.shape[0]
        q, k, v = self.qkv(hidden).view(n, 3, self.heads, self.head_dim).unbind(1)
        q, k = self.rope(positions, q, k)
        scores = torch.einsum("nhd,mhd->hnm", q, k) / self.head_dim ** 0.5
        return torch.einsum("hnm,mhd->nhd", scores.softmax(-1), v).reshape(n, -1)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
