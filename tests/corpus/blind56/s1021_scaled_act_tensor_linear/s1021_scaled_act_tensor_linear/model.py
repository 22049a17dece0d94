from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import gemm  # noqa: F401  registers the F.linear handler
from .scaled_tensor import ScaledActivation


@dataclass
class MLPConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    per_token_scaling: bool = True


class SmallGatedMLP(nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        self.config = config
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def _act_and_mul(self, gate_up: torch.Tensor) -> torch.Tensor:
        gate, up = gate_up.chunk(2, dim=-1)
        return F.silu(gate) * up

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        if self.config.per_token_scaling:
            x, scale = ScaledActivation.from_float(hidden_states)
            gate_up = self.gate_up_proj(x) * scale
        else:
            gate_up = self.gate_up_proj(hidden_states)
        return self.down_proj(self._act_and_mul(gate_up))


def build_model() -> nn.Module:
    torch.manual_seed(0)
    return SmallGatedMLP(MLPConfig()).eval()


compiled_mlp = torch.compile(build_model(), fullgraph=True)
