import torch

from .config import NormConfig
from .layernorm import FusedAddLayerNorm

_input_layernorm = FusedAddLayerNorm(NormConfig(hidden_size=16))


def _gelu_tanh(x: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.gelu(x, approximate="tanh")


@torch.compile(fullgraph=True, dynamic=False)
def pre_mlp(hidden_states: torch.Tensor, residual: torch.Tensor):
    normed, residual = _input_layernorm(hidden_states, residual)
    return _gelu_tanh(normed), residual
