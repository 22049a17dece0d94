from typing import Any, Optional

import torch
import torch.nn.functional as F
from torch.nn import Parameter

from .platforms import current_platform


class QuantizeMethodBase:
    def create_weights(self, layer: torch.nn.Module, *args, **kwargs) -> None:
        raise NotImplementedError

    def apply(self, layer: torch.nn.Module, *args, **kwargs) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(QuantizeMethodBase):
    def create_weights(self, layer, input_size, output_size, params_dtype):
        layer.register_parameter(
            "weight", Parameter(torch.empty(output_size, input_size, dtype=params_dtype), requires_grad=False)
        )

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class Fp8Config:
    def __init__(self, activation_scheme: str = "dynamic", ignored_layers: Optional[list[str]] = None):
        self.activation_scheme = activation_scheme
        self.ignored_layers = ignored_layers or []

    @classmethod
    def get_name(cls) -> str:
        return "fp8"

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "Fp8Config":
        return cls(config.get("activation_scheme", "dynamic"), config.get("ignored_layers"))

    def get_quant_method(self, layer: torch.nn.Module, prefix: str) -> QuantizeMethodBase:
        if any(prefix.endswith(name) for name in self.ignored_layers):
            return UnquantizedLinearMethod()
        return Fp8LinearMethod(self)


def scaled_fp8_quant(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    finfo = torch.finfo(current_platform.fp8_dtype())
    scale = x.abs().amax().clamp(min=1e-12) / finfo.max
    q = (x / scale).clamp(finfo.min, finfo.max).to(current_platform.fp8_dtype())
    return q, scale.float()


class Fp8LinearMethod(QuantizeMethodBase):
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config
        self.out_dtype = torch.get_default_dtype()

    def create_weights(self, layer, input_size, output_size, params_dtype):
        weight = torch.randn(output_size, input_size, dtype=params_dtype) * 0.02
        qweight, scale = scaled_fp8_quant(weight)
        layer.register_parameter("weight", Parameter(qweight, requires_grad=False))
        layer.register_parameter("weight_scale", Parameter(scale, requires_grad=False))

    def _use_native_fp8_gemm(self) -> bool:
        return current_platform.is_cuda() and current_platform.supports_fp8()

    def apply(self, layer, x, bias=None):
        if self._use_native_fp8_gemm() or current_platform.supports_fp8():
            qx, x_scale = scaled_fp8_quant(x)
            out = torch._scaled_mm(
                qx, layer.weight.t(), scale_a=x_scale, scale_b=layer.weight_scale, out_dtype=self.out_dtype
            )
            return out if bias is None else out + bias
        w = layer.weight.to(self.out_dtype) * layer.weight_scale
        return F.linear(x, w, bias)
