import torch
from torch import nn

from .layers import PackedLinear, PackedMLPBlock


class CPUDecodeRunner:
    def __init__(self, num_layers: int = 2, hidden: int = 8, inter: int = 16):
        self.layers = nn.ModuleList(PackedMLPBlock(hidden, inter) for _ in range(num_layers))
        for module in self.layers.modules():
            if isinstance(module, PackedLinear):
                module.process_weights_after_loading()

    @torch.compile(fullgraph=True)
    def decode_step(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


def build_runner() -> CPUDecodeRunner:
    return CPUDecodeRunner()
