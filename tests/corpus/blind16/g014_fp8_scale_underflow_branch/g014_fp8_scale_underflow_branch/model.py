import torch
from torch import nn

from .linear_methods import Fp8LinearMethod


class Fp8Linear(nn.Module):
    def __init__(self, in_features, out_features, quant_method):
        super().__init__()
        self.quant_method = quant_method
        quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class GatedMlp(nn.Module):
    def __init__(self, hidden=8, inter=16):
        super().__init__()
        method = Fp8LinearMethod("dynamic")
        self.gate_up = Fp8Linear(hidden, 2 * inter, method)
        self.down = Fp8Linear(inter, hidden, method)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


@torch.compile(fullgraph=True)
def mlp_block(mlp: GatedMlp, x: torch.Tensor) -> torch.Tensor:
    return x + mlp(x)
