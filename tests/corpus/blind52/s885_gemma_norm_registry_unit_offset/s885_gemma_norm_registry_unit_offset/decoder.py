from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .norms import get_norm_layer


@dataclass(frozen=True)
class Gemma2LayerConfig:
    hidden_size: int = 32
    intermediate_size: int = 64
    rms_norm_eps: float = 1e-6
    norm_type: str = "gemma_rms_norm"
    use_sandwich_norm: bool = True


class GeluAndMul(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.gelu(x[..., :d], approximate="tanh") * x[..., d:]


class Gemma2DecoderLayer(nn.Module):
    def __init__(self, config: Gemma2LayerConfig):
        super().__init__()
        h, eps = config.hidden_size, config.rms_norm_eps
        self.input_layernorm = get_norm_layer(config.norm_type, h, eps)
        self.post_attention_layernorm = get_norm_layer(config.norm_type, h, eps)
        if config.use_sandwich_norm:
            self.pre_feedforward_layernorm = get_norm_layer(config.norm_type, h, eps)
            self.post_feedforward_layernorm = get_norm_layer(config.norm_type, h, eps)
        self.use_sandwich_norm = config.use_sandwich_norm
        self.mixer = nn.Linear(h, h, bias=False)
        self.gate_up_proj = nn.Linear(h, 2 * config.intermediate_size, bias=False)
        self.act_fn = GeluAndMul()
        self.down_proj = nn.Linear(config.intermediate_size, h, bias=False)

    def forward(self, hidden_states: torch.Tensor, residual: torch.Tensor):
        hidden_states, residual = self.input_layernorm(hidden_states, residual)
        hidden_states = self.mixer(hidden_states)
        hidden_states = self.post_attention_layernorm(hidden_states)
        if self.use_sandwich_norm:
            hidden_states, residual = self.pre_feedforward_layernorm(hidden_states, residual)
        hidden_states = self.down_proj(self.act_fn(self.gate_up_proj(hidden_states)))
        if self.use_sandwich_norm:
            hidden_states = self.post_feedforward_layernorm(hidden_states)
        return hidden_states, residual


_layer = Gemma2DecoderLayer(Gemma2LayerConfig())


def _decoder_step(hidden_states: torch.Tensor, residual: torch.Tensor):
    return _layer(hidden_states, residual)


decoder_step = torch.compile(_decoder_step, fullgraph=True)
