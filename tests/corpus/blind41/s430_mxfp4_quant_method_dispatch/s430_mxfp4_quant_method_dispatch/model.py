from dataclasses import dataclass

import torch
from torch import nn

from .layers import FusedMoE, LinearBase
from .mxfp4 import Mxfp4Config


@dataclass
class TinyConfig:
    hidden_size: int = 32
    intermediate_size: int = 64
    num_local_experts: int = 0  # dense checkpoint; MoE variants set this
    num_experts_per_tok: int = 2


class DenseOrMoEMLP(nn.Module):
    def __init__(self, cfg: TinyConfig, quant_config, prefix: str):
        super().__init__()
        self.is_moe = cfg.num_local_experts > 0
        if self.is_moe:
            self.router = nn.Linear(cfg.hidden_size, cfg.num_local_experts, bias=False)
            self.experts = FusedMoE(cfg.num_local_experts, cfg.num_experts_per_tok, cfg.hidden_size,
                                    cfg.hidden_size, quant_config, prefix=f"{prefix}.experts")
        else:
            self.up_proj = LinearBase(cfg.hidden_size, cfg.intermediate_size, quant_config, f"{prefix}.up_proj")
            self.down_proj = LinearBase(cfg.intermediate_size, cfg.hidden_size, quant_config, f"{prefix}.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.is_moe:
            return self.experts(x, self.router(x))
        return self.down_proj(torch.nn.functional.gelu(self.up_proj(x)))


def make_forward(model: nn.Module):
    def forward(hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + model(hidden_states)

    return forward


torch.manual_seed(0)
_mlp = DenseOrMoEMLP(TinyConfig(), Mxfp4Config(), prefix="model.layers.0.mlp")
forward_step = torch.compile(make_forward(_mlp), fullgraph=True)
