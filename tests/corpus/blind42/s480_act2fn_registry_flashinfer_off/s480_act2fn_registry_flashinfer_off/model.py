from dataclasses import dataclass

import torch
from torch import nn

from .activations import ACT2FN
from .norms import GemmaRMSNorm


@dataclass(frozen=True)
class GemmaConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    hidden_act: str = "gelu_pytorch_tanh"
    rms_norm_eps: float = 1e-6


class GemmaMLP(nn.Module):
    def __init__(self, config: GemmaConfig):
        super().__init__()
        self.gate_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act_fn = ACT2FN[config.hidden_act]

    def forward(self, x):
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))


_config = GemmaConfig()
_post_attention_layernorm = GemmaRMSNorm(_config.hidden_size, _config.rms_norm_eps)
_mlp = GemmaMLP(_config)


@torch.compile(fullgraph=True)
def mlp_block(hidden_states: torch.Tensor, residual: torch.Tensor):
    hidden_states, residual = _post_attention_layernorm(hidden_states, residual)
    return _mlp(hidden_states), residual
