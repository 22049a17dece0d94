import torch
from torch import nn
import torch.nn.functional as F

from .forward_context import get_compute_dtype


class ComputeDtypeLinear(nn.Linear):
    """Linear layer that runs its matmul in the context's compute dtype."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dtype = get_compute_dtype(x.dtype)
        bias = self.bias.to(dtype) if self.bias is not None else None
        return F.linear(x.to(dtype), self.weight.to(dtype), bias)


class FeedForward(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int) -> None:
        super().__init__()
        self.up_proj = ComputeDtypeLinear(hidden_size, intermediate_size)
        self.down_proj = ComputeDtypeLinear(intermediate_size, hidden_size)
        self.act_fn = nn.GELU(approximate="tanh")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act_fn(self.up_proj(x)))


class TinyEncoder(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(FeedForward(hidden_size, 2 * hidden_size) for _ in range(num_layers))
        self.final_norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return self.final_norm(hidden_states.float())
