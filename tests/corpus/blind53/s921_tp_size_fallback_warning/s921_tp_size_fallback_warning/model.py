import torch
import torch.nn as nn
import torch.nn.functional as F

from .layers import ColumnParallelLinear, ParallelConfig, RowParallelLinear


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, parallel_config: ParallelConfig):
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(
            hidden_size, 2 * intermediate_size, parallel_config, bias=False
        )
        self.down_proj = RowParallelLinear(
            intermediate_size, hidden_size, parallel_config, bias=False
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


compiled_mlp = torch.compile(LlamaMLP(8, 16, ParallelConfig()), fullgraph=True)
