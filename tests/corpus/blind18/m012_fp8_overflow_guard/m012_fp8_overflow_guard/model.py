import torch
from torch import nn

from .fp8 import Fp8Config


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: Fp8Config):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QuantMLP(nn.Module):
    def __init__(self, hidden: int, intermediate: int, quant_config: Fp8Config):
        super().__init__()
        self.gate_up = QuantLinear(hidden, 2 * intermediate, quant_config)
        self.down = QuantLinear(intermediate, hidden, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


compiled_mlp = torch.compile(QuantMLP(8, 16, Fp8Config()), fullgraph=True)
