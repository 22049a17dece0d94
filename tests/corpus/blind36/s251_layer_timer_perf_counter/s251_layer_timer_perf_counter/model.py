import torch
import torch.nn as nn

from .profiling import timed


class MLP(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.up = nn.Linear(dim, hidden)
        self.down = nn.Linear(hidden, dim)

    def forward(self, x):
        return self.down(torch.nn.functional.gelu(self.up(x)))


class Block(nn.Module):
    def __init__(self, idx, dim):
        super().__init__()
        self.name = f"block{idx}"
        self.norm = nn.LayerNorm(dim)
        self.mlp = MLP(dim, dim * 2)

    def forward(self, x):
        with timed(self.name):
            h = self.mlp(self.norm(x))
        return x + h


class TinyDecoder(nn.Module):
    def __init__(self, dim=8, n_layers=2):
        super().__init__()
        self.layers = nn.ModuleList(Block(i, dim) for i in range(n_layers))
        self.final_norm = nn.LayerNorm(dim)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.final_norm(x)


compiled_decoder = torch.compile(TinyDecoder(), fullgraph=True)
