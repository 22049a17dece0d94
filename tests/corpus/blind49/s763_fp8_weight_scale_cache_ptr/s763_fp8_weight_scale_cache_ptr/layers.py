from typing import Optional

import torch
from torch import nn

from .fp8 import Fp8OnlineLinearMethod, QuantizeMethodBase, UnquantizedLinearMethod


class QuantConfig:
    def __init__(self, quant_method: Optional[str]):
        self.quant_method = quant_method

    def get_quant_method(self, layer: nn.Module, prefix: str) -> QuantizeMethodBase:
        if self.quant_method == "fp8" and not prefix.endswith("lm_head"):
            return Fp8OnlineLinearMethod()
        return UnquantizedLinearMethod()


class ReplicatedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: QuantConfig, prefix: str = ""):
        super().__init__()
        self.prefix = prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, quant_config: QuantConfig):
        super().__init__()
        self.gate_proj = ReplicatedLinear(hidden, inter, quant_config, "model.layers.0.mlp.gate_proj")
        self.up_proj = ReplicatedLinear(hidden, inter, quant_config, "model.layers.0.mlp.up_proj")
        self.down_proj = ReplicatedLinear(inter, hidden, quant_config, "model.layers.0.mlp.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(torch.nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


model = torch.compile(GatedMLP(8, 16, QuantConfig("fp8")), fullgraph=True)
