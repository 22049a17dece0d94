import torch
from torch import nn

from .config import QuantConfig
from .methods import get_quant_method


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: QuantConfig) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)
        self.bias = None
        self.quant_method = get_quant_method(quant_config.method)(quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


layer = QuantLinear(8, 8, QuantConfig(method="fp8"))
compiled_layer = torch.compile(layer, fullgraph=True)
