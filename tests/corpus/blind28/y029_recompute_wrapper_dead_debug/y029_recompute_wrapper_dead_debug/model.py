import torch
from torch import nn
import torch.nn.functional as F

from . import flags
from .checkpointing import wrap_every_nth


class AttentionFree(nn.Module):
    """Token-mixing block (gMLP-style spatial gating, no attention)."""

    def __init__(self, dim: int, seq: int, p_drop: float = 0.1):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.proj_in = nn.Linear(dim, 2 * dim)
        self.spatial = nn.Linear(seq, seq)
        self.proj_out = nn.Linear(dim, dim)
        self.p_drop = p_drop

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        u, v = self.proj_in(self.norm(x)).chunk(2, dim=-1)
        v = self.spatial(v.transpose(1, 2)).transpose(1, 2)
        h = F.dropout(u * v, self.p_drop, training=self.training)
        return x + self.proj_out(h)


class Stack(nn.Module):
    def __init__(self, dim: int = 8, seq: int = 4, depth: int = 3):
        super().__init__()
        layers = nn.ModuleList(AttentionFree(dim, seq) for _ in range(depth))
        self.layers = wrap_every_nth(layers, flags.CHECKPOINT_EVERY)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


_stack = Stack().eval()
forward_fn = torch.compile(_stack.forward, fullgraph=True)
