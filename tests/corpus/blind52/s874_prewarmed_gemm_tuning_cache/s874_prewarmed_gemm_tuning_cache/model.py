import torch
import torch.nn.functional as F
from torch import nn

from .kernel_tuner import tuned_gemm


class TunedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight_t = nn.Parameter(torch.randn(in_features, out_features) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return tuned_gemm(x, self.weight_t)


class TinyDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.norm = nn.RMSNorm(hidden_size)
        self.gate_up_proj = TunedLinear(hidden_size, 2 * intermediate_size)
        self.down_proj = TunedLinear(intermediate_size, hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        gate, up = self.gate_up_proj(self.norm(hidden_states)).chunk(2, dim=-1)
        return residual + self.down_proj(F.silu(gate) * up)
