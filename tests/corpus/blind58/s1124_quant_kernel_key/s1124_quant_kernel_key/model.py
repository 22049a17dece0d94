from __future__ import annotations

import torch

from .linear import QuantMLP
from .quant_config import Fp8Config

torch.manual_seed(0)
_quant_config = Fp8Config(activation_scheme="dynamic")
_mlp = QuantMLP(hidden_size=8, intermediate_size=16, quant_config=_quant_config)


def mlp_step(hidden_states: torch.Tensor) -> torch.Tensor:
    residual = hidden_states
    hidden_states = torch.nn.functional.layer_norm(hidden_states, hidden_states.shape[-1:])
    return residual + _mlp(hidden_states)


mlp_step_compiled = torch.compile(mlp_step, fullgraph=True)
