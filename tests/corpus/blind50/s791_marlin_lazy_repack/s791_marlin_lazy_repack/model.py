import torch
from torch import nn
import torch.nn.functional as F

from .gptq_marlin import GPTQMarlinConfig


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size)
        self.bias = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class MergedColumnParallelLinear(LinearBase):
    pass


class RowParallelLinear(LinearBase):
    pass


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quant_config):
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(
            hidden_size, 2 * intermediate_size, quant_config, prefix="mlp.gate_up_proj"
        )
        self.down_proj = RowParallelLinear(
            intermediate_size, hidden_size, quant_config, prefix="mlp.down_proj"
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


mlp = LlamaMLP(8, 16, GPTQMarlinConfig(weight_bits=4, group_size=-1))
compiled_mlp = torch.compile(mlp, fullgraph=True)
