"""Decode step of a tiny AWQ block."""
from __future__ import annotations

import torch
from torch import nn

from .awq_marlin import AWQMarlinConfig


class MergedColumnLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: AWQMarlinConfig):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, ...]:
        out = self.quant_method.apply(self, x)
        return out.split(self.output_partition_sizes.tolist(), dim=-1)


class AWQDecodeRunner:
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        self.gate_up_proj = MergedColumnLinear(hidden_size, 2 * intermediate_size, AWQMarlinConfig(group_size=4))

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(hidden_states)
        return torch.nn.functional.silu(gate) * up


runner = AWQDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
