from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .lora_layer import LoRAColumnLinear
from .registry import GLOBAL_ADAPTER_REGISTRY


@dataclass(frozen=True)
class MLPConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    max_loras: int = 3
    max_lora_rank: int = 4


class LoRAGatedMLP(nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        reg = GLOBAL_ADAPTER_REGISTRY
        self.gate_up_proj = LoRAColumnLinear(config.hidden_size, 2 * config.intermediate_size,
                                             config.max_loras, config.max_lora_rank, reg)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(hidden_states).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


GLOBAL_ADAPTER_REGISTRY.register("sql-assistant", rank=2, alpha=4.0)
mlp = LoRAGatedMLP(MLPConfig())
mlp.gate_up_proj.set_active_adapter("sql-assistant")
compiled_mlp = torch.compile(mlp, fullgraph=True)
