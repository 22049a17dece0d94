from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class ServerArgs:
    hidden_size: int = 8
    num_layers: int = 2
    enable_layer_timing: bool = True


class MLPBlock(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.gate_up = nn.Linear(hidden, 2 * 2 * hidden, bias=False)
        self.down = nn.Linear(2 * hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(self.norm(x)).chunk(2, dim=-1)
        return x + self.down(torch.nn.functional.silu(gate) * up)


class TinyDecoder(nn.Module):
    def __init__(self, args: ServerArgs) -> None:
        super().__init__()
        self.layers = nn.ModuleList(MLPBlock(args.hidden_size) for _ in range(args.num_layers))
        self.final_norm = nn.LayerNorm(args.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.final_norm(hidden_states)
