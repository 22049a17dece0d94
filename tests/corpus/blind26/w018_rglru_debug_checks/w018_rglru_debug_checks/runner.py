import torch
import torch.nn as nn

from .rglru import RGLRU


class RecurrentRunner(nn.Module):
    def __init__(self, width: int = 8, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(RGLRU(width, i) for i in range(num_layers))
        self.proj = nn.Linear(width, width)

    def forward_decode(self, x: torch.Tensor, states: torch.Tensor):
        new_states = []
        for i, layer in enumerate(self.layers):
            h = layer.step(x, states[i])
            new_states.append(h)
            x = x + self.proj(h)
        return x, torch.stack(new_states)


runner = RecurrentRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
