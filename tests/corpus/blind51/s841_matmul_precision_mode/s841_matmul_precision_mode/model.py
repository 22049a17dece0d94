from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .batch_invariant import linear_dispatch


@dataclass
class DecoderConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    rms_norm_eps: float = 1e-6


class UnquantizedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, bias: bool = False):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return linear_dispatch(x, self.weight, self.bias)


class GatedMLP(nn.Module):
    def __init__(self, config: DecoderConfig):
        super().__init__()
        self.gate_up_proj = UnquantizedLinear(config.hidden_size, 2 * config.intermediate_size)
        self.down_proj = UnquantizedLinear(config.intermediate_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class TinyDecoderLayer(nn.Module):
    def __init__(self, config: DecoderConfig):
        super().__init__()
        self.config = config
        self.norm_weight = nn.Parameter(torch.ones(config.hidden_size))
        self.mlp = GatedMLP(config)

    def _rms_norm(self, x: torch.Tensor) -> torch.Tensor:
        var = x.float().pow(2).mean(dim=-1, keepdim=True)
        return (x * torch.rsqrt(var + self.config.rms_norm_eps)).to(x.dtype) * self.norm_weight

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self._rms_norm(hidden_states)
        return residual + self.mlp(hidden_states)


compiled = torch.compile(TinyDecoderLayer(DecoderConfig()), fullgraph=True)
