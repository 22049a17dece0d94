from __future__ import annotations

import torch
from torch import nn

from .methods import QUANT_METHODS, quantize_int8
from .quant_config import LayerQuantConfig, QuantScheme

QUANT_CONFIG = LayerQuantConfig(
    QuantScheme(),
    dynamic={
        r"+:.*\.mlp\.down_proj": {"group_size": 8},
        r"-:.*\.router": {},
    },
)


class PrefixedLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, prefix: str, qconfig: LayerQuantConfig):
        super().__init__()
        self.prefix = prefix
        self.qconfig = qconfig
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.05, requires_grad=False)
        # keep both layouts so a reloaded override does not need requantization
        self.qweight_by_group = {gs: quantize_int8(self.weight.data, gs) for gs in (-1, 8)}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scheme = self.qconfig.scheme_for(self.prefix)
        return QUANT_METHODS[scheme.method].apply(self, x, scheme)


class MoEMLPLayer(nn.Module):
    def __init__(self, idx: int = 0, hidden: int = 8, inter: int = 16, num_experts: int = 4):
        super().__init__()
        p = f"model.layers.{idx}"
        self.router = PrefixedLinear(hidden, num_experts, f"{p}.router", QUANT_CONFIG)
        self.up_proj = PrefixedLinear(hidden, inter, f"{p}.mlp.up_proj", QUANT_CONFIG)
        self.down_proj = PrefixedLinear(inter, hidden, f"{p}.mlp.down_proj", QUANT_CONFIG)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate = torch.softmax(self.router(x), dim=-1).max(-1, keepdim=True).values
        return x + gate * self.down_proj(torch.relu(self.up_proj(x)))


layer = torch.compile(MoEMLPLayer(), fullgraph=True)
