import torch
import torch.nn as nn

from .metrics import GLOBAL_METRICS


class GatedMLP(nn.Module):
    def __init__(self, dim, hidden, recorder=GLOBAL_METRICS):
        super().__init__()
        self.up = nn.Linear(dim, 2 * hidden)
        self.down = nn.Linear(hidden, dim)
        self.recorder = recorder

    def forward(self, x):
        gate, up = self.up(x).chunk(2, dim=-1)
        self.recorder.record("mlp_tokens", x.shape[0])
        return self.down(torch.nn.functional.silu(gate) * up)
