import torch
import torch.nn as nn
import torch.nn.functional as F

from .stats import STATS


class SwiGLU(nn.Module):
    def __init__(self, dim, hidden, prefix):
        super().__init__()
        self.prefix = prefix
        self.w_gate = nn.Linear(dim, hidden, bias=False)
        self.w_up = nn.Linear(dim, hidden, bias=False)
        self.w_down = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        h = F.silu(self.w_gate(x)) * self.w_up(x)
        h = STATS.collect(f"{self.prefix}.mlp_hidden", h)
        return self.w_down(h)


class Layer(nn.Module):
    def __init__(self, idx, dim):
        super().__init__()
        self.prefix = f"layers.{idx}"
        self.norm = nn.RMSNorm(dim)
        self.mlp = SwiGLU(dim, dim * 2, self.prefix)

    def forward(self, x):
        out = x + self.mlp(self.norm(x))
        return STATS.collect(f"{self.prefix}.out", out)


class TinyTransformer(nn.Module):
    def __init__(self, dim=8, n_layers=3):
        super().__init__()
        self.layers = nn.ModuleList(Layer(i, dim) for i in range(n_layers))

    @torch.compile(fullgraph=True)
    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x
