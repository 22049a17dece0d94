import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .naming import add_prefix, parse_layer_prefix


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(variance + self.variance_epsilon))


class MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, prefix: str = ""):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.prefix = prefix

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, scale_depth: float,
                 num_hidden_layers: int, prefix: str = ""):
        super().__init__()
        self.prefix = prefix
        self.scale_depth = scale_depth
        self.num_hidden_layers = num_hidden_layers
        self.input_layernorm = RMSNorm(hidden_size)
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.token_mixer = nn.Linear(hidden_size, hidden_size, bias=False)
        self.mlp = MLP(hidden_size, intermediate_size, prefix=add_prefix("mlp", prefix))

    @property
    def layer_id(self) -> int:
        return parse_layer_prefix(self.prefix).index

    def residual_scale(self) -> float:
        depth = self.num_hidden_layers if self.layer_id >= 0 else 1
        return self.scale_depth / math.sqrt(depth)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        scale = self.residual_scale()
        residual = hidden_states
        hidden_states = self.token_mixer(self.input_layernorm(hidden_states))
        hidden_states = residual + hidden_states * scale
        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        return residual + hidden_states * scale
