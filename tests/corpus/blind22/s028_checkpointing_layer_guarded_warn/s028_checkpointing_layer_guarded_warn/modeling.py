import torch
from torch import nn

from .checkpointing import GradientCheckpointingLayer, GradientCheckpointingMixin


class FeedForward(nn.Module):
    def __init__(self, dim, mult=4):
        super().__init__()
        self.up = nn.Linear(dim, dim * mult)
        self.down = nn.Linear(dim * mult, dim)

    def forward(self, x):
        return self.down(nn.functional.gelu(self.up(x), approximate="tanh"))


class DecoderLayer(GradientCheckpointingLayer):
    def __init__(self, dim, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.norm = nn.LayerNorm(dim)
        self.mix = nn.Linear(dim, dim)
        self.ff = FeedForward(dim)

    def forward(self, hidden_states, use_cache=False):
        h = self.norm(hidden_states)
        hidden_states = hidden_states + torch.tanh(self.mix(h))
        return hidden_states + self.ff(h)


class CheckpointedDecoder(GradientCheckpointingMixin, nn.Module):
    def __init__(self, dim=16, depth=3):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(dim, i) for i in range(depth))
        self.head = nn.Linear(dim, dim)

    def forward(self, hidden_states, use_cache=True):
        for layer in self.layers:
            hidden_states = layer(hidden_states, use_cache=use_cache)
        return self.head(hidden_states)
