import torch
import torch.nn as nn

from .layers import TensorParallelMLP
from .parallel_state import initialize_model_parallel


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(variance + self.eps) * self.weight


class FeedForwardBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 32):
        super().__init__()
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.mlp = TensorParallelMLP(hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        return residual + self.mlp(hidden_states)


def build_block(tp_size: int = 2) -> FeedForwardBlock:
    initialize_model_parallel(tensor_model_parallel_size=tp_size, local_rank=0)
    return FeedForwardBlock()


compiled_block = torch.compile(build_block(tp_size=2), fullgraph=True)
