from typing import Dict, List

import torch
from torch import nn

from .offload_plan import build_offload_plan


class MLPBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.up = nn.Linear(hidden_size, intermediate_size)
        self.down = nn.Linear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.relu(self.up(x)))


def _param_bytes(module: nn.Module) -> int:
    return sum(p.numel() * p.element_size() for p in module.parameters())


class OffloadedModelRunner:
    def __init__(self, hidden_size: int = 8, num_layers: int = 4, budget_ratio: float = 0.5):
        widths = [16, 32, 16, 24][:num_layers]
        self.blocks: Dict[str, MLPBlock] = {
            f"layers.{i}": MLPBlock(hidden_size, w) for i, w in enumerate(widths)
        }
        sizes = {name: _param_bytes(b) for name, b in self.blocks.items()}
        self.plan = build_offload_plan(sizes, int(sum(sizes.values()) * budget_ratio))
        self.execution_order: List[str] = sorted(self.blocks, key=lambda n: int(n.split(".")[1]))
        self.host_copies: Dict[str, Dict[str, torch.Tensor]] = {
            name: {k: v.detach().clone() for k, v in self.blocks[name].state_dict().items()}
            for name in self.plan.offloaded
        }

    @torch.compile(fullgraph=True)
    def forward_batch(self, hidden_states: torch.Tensor):
        outputs: Dict[str, torch.Tensor] = {}
        for name in self.execution_order:
            block = self.blocks[name]
            hidden_states = hidden_states + block(hidden_states)
            outputs[name] = hidden_states
        resident_out = [outputs[n] for n in self.plan.resident]
        return hidden_states, resident_out, outputs
