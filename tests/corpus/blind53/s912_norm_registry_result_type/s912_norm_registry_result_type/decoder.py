from dataclasses import dataclass

import torch
from torch import nn

from .dtype_utils import get_dtype
from .layernorm import get_norm


@dataclass
class DecoderConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    norm_type: str = "rms_norm"
    dtype: str = "auto"


class GatedMLP(nn.Module):
    def __init__(self, cfg: DecoderConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, cfg: DecoderConfig):
        super().__init__()
        self.input_layernorm = get_norm(cfg.norm_type, cfg.hidden_size, cfg.rms_norm_eps)
        self.post_attention_layernorm = get_norm(cfg.norm_type, cfg.hidden_size, cfg.rms_norm_eps)
        self.mlp = GatedMLP(cfg)

    def forward(self, hidden_states, residual):
        if residual is None:
            residual = hidden_states
            hidden_states = self.input_layernorm(hidden_states)
        else:
            hidden_states, residual = self.input_layernorm(hidden_states, residual)
        hidden_states, residual = self.post_attention_layernorm(hidden_states, residual)
        return self.mlp(hidden_states), residual


class TinyDecoderRunner(nn.Module):
    def __init__(self, cfg: DecoderConfig):
        super().__init__()
        self.model_dtype = get_dtype(cfg.dtype)
        self.layers = nn.ModuleList([DecoderLayer(cfg) for _ in range(cfg.num_hidden_layers)])
        self.norm = get_norm(cfg.norm_type, cfg.hidden_size, cfg.rms_norm_eps)
        self.to(self.model_dtype)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = None
        for layer in self.layers:
            hidden_states, residual = layer(hidden_states, residual)
        hidden_states, _ = self.norm(hidden_states, residual)
        return hidden_states


runner = TinyDecoderRunner(DecoderConfig())
forward_step = torch.compile(runner.forward, fullgraph=True)
