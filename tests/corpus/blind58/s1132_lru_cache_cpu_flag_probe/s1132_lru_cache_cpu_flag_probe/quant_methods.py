from typing import Dict, Optional, Type

import torch
import torch.nn.functional as F
from torch import nn

from .platform_utils import cpu_has_amx_support


class LinearMethodBase:
    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def _matmul(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def apply(
        self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None
    ) -> torch.Tensor:
        out = self._matmul(layer, x)
        if bias is not None:
            out = out + bias
        return out


class UnquantizedLinearMethod(LinearMethodBase):
    def create_weights(self, layer, in_features, out_features):
        layer.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)

    def _matmul(self, layer, x):
        return F.linear(x, layer.weight)


class Int8WeightOnlyLinearMethod(LinearMethodBase):
    def create_weights(self, layer, in_features, out_features):
        w = torch.randint(-127, 127, (out_features, in_features), dtype=torch.int8)
        layer.register_buffer("qweight", w)
        layer.register_buffer("weight_scale", torch.full((out_features,), 0.01))

    def _dequant(self, layer) -> torch.Tensor:
        return layer.qweight.to(torch.float32) * layer.weight_scale[:, None]

    def _matmul(self, layer, x):
        if x.is_cpu and cpu_has_amx_support():
            out = torch.ops.aten._weight_int8pack_mm(x, layer.qweight, layer.weight_scale)
            return out
        return F.linear(x, self._dequant(layer))


QUANT_METHODS: Dict[Optional[str], Type[LinearMethodBase]] = {
    None: UnquantizedLinearMethod,
    "w8a16": Int8WeightOnlyLinearMethod,
}
