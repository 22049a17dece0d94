from typing import Dict

import torch
from torch import nn

from .dumper import LayerOutputDumper


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(torch.nn.functional.gelu(self.gate_proj(x)) * self.up_proj(x))


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleDict(
            {f"layer_{i}": GatedMLP(hidden_size, intermediate_size) for i in range(num_layers)}
        )
        self.final_norm = nn.LayerNorm(hidden_size)
        self.dumper = LayerOutputDumper()

    def forward(self, hidden_states: torch.Tensor):
        per_layer: Dict[str, torch.Tensor] = {}
        for name, layer in self.layers.items():
            hidden_states = hidden_states + layer(hidden_states)
            per_layer[name] = hidden_states
            self.dumper.observe(name, hidden_states)
        self.dumper.maybe_dump(per_layer)
        return self.final_norm(hidden_states), per_layer


model = torch.compile(TinyDecoder(), fullgraph=True)
