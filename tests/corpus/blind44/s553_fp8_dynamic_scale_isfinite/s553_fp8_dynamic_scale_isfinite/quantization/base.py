import torch
import torch.nn.functional as F
from torch import nn


class LinearMethodBase:
    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(LinearMethodBase):
    def create_weights(self, layer, in_features, out_features):
        layer.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)

    def apply(self, layer, x):
        return F.linear(x, layer.weight)


class QuantizationConfig:
    @classmethod
    def get_name(cls) -> str:
        raise NotImplementedError

    def get_quant_method(self, layer: nn.Module, prefix: str) -> LinearMethodBase:
        raise NotImplementedError
