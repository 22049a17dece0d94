from abc import ABC, abstractmethod

import torch

from . import ops


class LinearMethodBase(ABC):
    @abstractmethod
    def create_weights(self, layer: torch.nn.Module, in_features: int, out_features: int) -> None: ...

    @abstractmethod
    def apply(self, layer: torch.nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor: ...


class UnquantizedLinearMethod(LinearMethodBase):
    def create_weights(self, layer, in_features, out_features):
        layer.weight = torch.nn.Parameter(torch.randn(out_features, in_features) * 0.1)

    def apply(self, layer, x, bias=None):
        return torch.nn.functional.linear(x, layer.weight, bias)


class W8A8Int8LinearMethod(LinearMethodBase):
    def __init__(self, input_symmetric: bool = True):
        self.input_symmetric = input_symmetric

    def create_weights(self, layer, in_features, out_features):
        w = torch.randn(out_features, in_features) * 0.1
        w_scale = w.abs().amax(dim=-1, keepdim=True) / ops.INT8_MAX
        w_q = torch.round(w / w_scale).clamp(ops.INT8_MIN, ops.INT8_MAX).to(torch.int8)
        # the cutlass kernel wants the weight column major: store it as [K, N]
        layer.register_buffer("weight", w_q.t().contiguous())
        layer.register_buffer("weight_scale", w_scale)
        if not self.input_symmetric:
            layer.register_buffer("azp_adj", w_q.to(torch.int32).sum(dim=1).unsqueeze(0))

    def apply(self, layer, x, bias=None):
        x_q, x_scale, x_azp = ops.scaled_int8_quant(x, symmetric=self.input_symmetric)
        return ops.cutlass_scaled_mm(
            x_q, layer.weight, x_scale, layer.weight_scale, x.dtype,
            bias=bias, azp_adj=getattr(layer, "azp_adj", None), azp=x_azp,
        )
