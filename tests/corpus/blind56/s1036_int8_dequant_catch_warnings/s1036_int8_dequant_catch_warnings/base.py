import warnings
from abc import ABC, abstractmethod
from typing import Optional

import torch
import torch.nn.functional as F


class QuantizeMethodBase(ABC):
    """Base class for the quantized-weight compute path of a linear layer."""

    @abstractmethod
    def create_weights(self, layer: torch.nn.Module, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    @abstractmethod
    def apply(self, layer: torch.nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        raise NotImplementedError


class WeightOnlyLinearMethod(QuantizeMethodBase):
    """Dequantize-then-GEMM path shared by the weight-only schemes."""

    group_size: int = -1

    def _unpack(self, qweight: torch.Tensor) -> torch.Tensor:
        return qweight.to(torch.float32)

    def dequantize(self, layer: torch.nn.Module) -> torch.Tensor:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=UserWarning, module="torch")
            w = self._unpack(layer.qweight)
        if self.group_size > 0:
            out_features = w.shape[0]
            w = w.view(out_features, -1, self.group_size) * layer.scales.unsqueeze(-1)
            return w.view(out_features, -1)
        return w * layer.scales

    def apply(self, layer, x, bias=None):
        weight = self.dequantize(layer).to(x.dtype)
        return F.linear(x, weight, bias)
