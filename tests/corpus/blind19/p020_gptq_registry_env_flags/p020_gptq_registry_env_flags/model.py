from __future__ import annotations

import torch
from torch import nn

from . import gptq  # noqa: F401  (registers "gptq")
from .registry import get_quant_method


class GPTQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: dict) -> None:
        super().__init__()
        self.quant_method = get_quant_method("gptq", **quant_config)
        bits, gs = self.quant_method.bits, self.quant_method.group_size
        pf = 32 // bits
        n_groups = in_features // gs
        g = torch.Generator().manual_seed(11)
        self.register_buffer(
            "qweight", torch.randint(-(2**31), 2**31 - 1, (in_features // pf, out_features), dtype=torch.int32, generator=g)
        )
        self.register_buffer(
            "qzeros", torch.full((n_groups, out_features // pf), 0x77777777, dtype=torch.int32)
        )
        self.register_buffer("scales", torch.full((n_groups, out_features), 0.02))
        perm = torch.randperm(in_features, generator=g) if self.quant_method.desc_act else torch.arange(in_features)
        self.register_buffer("g_idx", (perm // gs).to(torch.int32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, intermediate: int, quant_config: dict) -> None:
        super().__init__()
        self.gate_up = GPTQLinear(hidden, 2 * intermediate, quant_config)
        self.down = GPTQLinear(intermediate, hidden, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


block = GatedMLP(16, 32, {"bits": 4, "group_size": 8, "desc_act": True})
compiled_block = torch.compile(block, fullgraph=True)
