import torch
from torch import nn

from .config import MoEConfig
from .moe import LazyFusedMoE


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class SparseMoeDecoderMLP(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = LazyFusedMoE(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        return residual + self.mlp(hidden_states)


compiled = torch.compile(SparseMoeDecoderMLP(MoEConfig()), fullgraph=True)
