from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .fused_moe import FusedMoE


@dataclass
class ModelConfig:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    num_experts: int = 4
    num_experts_per_tok: int = 2
    quantization: Optional[str] = None


class MixtralSparseMoeBlock(nn.Module):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = FusedMoE(
            num_experts=config.num_experts,
            top_k=config.num_experts_per_tok,
            hidden_size=config.hidden_size,
            intermediate_size=config.moe_intermediate_size,
            quantization=config.quantization,
            prefix="model.layers.0.block_sparse_moe.experts",
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.experts(hidden_states, self.gate(hidden_states))


class ModelRunner:
    def __init__(self, config: ModelConfig) -> None:
        self.config = config
        self.moe = MixtralSparseMoeBlock(config)

    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.moe(hidden_states)


runner = ModelRunner(ModelConfig())
forward_extend = torch.compile(runner.forward_extend, fullgraph=True)
