from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .amp_utils import cast_inputs

_DTYPE_BY_NAME = {
    "float16": torch.float16,
    "bfloat16": torch.bfloat16,
    "float32": torch.float32,
}


@dataclass
class MLPConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    compute_dtype: str = "float16"
    output_dtype: str = "float32"


class ReducedPrecisionMLP(nn.Module):
    def __init__(self, cfg: MLPConfig):
        super().__init__()
        self.cfg = cfg
        self.compute_dtype = _DTYPE_BY_NAME[cfg.compute_dtype]
        self.output_dtype = _DTYPE_BY_NAME[cfg.output_dtype]
        self.gate_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.up_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)
        self.to(self.compute_dtype)

    @torch.compile(fullgraph=True)
    @cast_inputs("compute_dtype")
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        act = F.silu(self.gate_proj(hidden_states)) * self.up_proj(hidden_states)
        return self.down_proj(act).to(self.output_dtype)
