import torch
from torch import nn

from .fp8 import Fp8Config
from .layers import MergedColumnParallelLinear, RowParallelLinear, act_silu_and_mul


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quant_config=None, prefix: str = "") -> None:
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(
            hidden_size, [intermediate_size] * 2, quant_config=quant_config, prefix=f"{prefix}.gate_up_proj"
        )
        self.down_proj = RowParallelLinear(intermediate_size, hidden_size, quant_config=quant_config, prefix=f"{prefix}.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(act_silu_and_mul(self.gate_up_proj(x)))


mlp = LlamaMLP(16, 32, quant_config=Fp8Config(), prefix="model.layers.0.mlp")
mlp_compiled = torch.compile(mlp, fullgraph=True)
