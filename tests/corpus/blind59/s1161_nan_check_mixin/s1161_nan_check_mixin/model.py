from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .debug_utils import NanCheckMixin


@dataclass
class TinyDecoderConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        x = x * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * x


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class DecoderLayer(nn.Module, NanCheckMixin):
    def __init__(self, config: TinyDecoderConfig, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = GatedMLP(config.hidden_size, config.intermediate_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.mlp(self.input_layernorm(hidden_states))
        hidden_states = self._check_finite("mlp_out", hidden_states)
        return residual + hidden_states


class TinyDecoderModel(nn.Module):
    def __init__(self, config: TinyDecoderConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            [DecoderLayer(config, i) for i in range(config.num_hidden_layers)]
        )
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled_model = torch.compile(TinyDecoderModel(TinyDecoderConfig()), fullgraph=True)
