import torch
import torch.nn as nn
import torch.nn.functional as F

from .linear import ColumnParallelLinear, RowParallelLinear
from .quantization import Fp8Config


class QuantizedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int,
                 quant_config: Fp8Config, prefix: str = ""):
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(
            hidden_size, 2 * intermediate_size, quant_config=quant_config,
            prefix=f"{prefix}.gate_up_proj",
        )
        self.down_proj = RowParallelLinear(
            intermediate_size, hidden_size, quant_config=quant_config,
            prefix=f"{prefix}.down_proj",
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


compiled_mlp = torch.compile(
    QuantizedMLP(8, 16, Fp8Config(), prefix="model.layers.0.mlp"),
    fullgraph=True,
)
