"""ModelOpt quantization configs and linear methods."""
from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .nvfp4_emulation import FLOAT4_E2M1_MAX, FLOAT8_E4M3_MAX, dequant_nvfp4, ref_nvfp4_quant
from .platform_utils import cutlass_fp4_supported


class LinearMethodBase:
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        raise NotImplementedError

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(LinearMethodBase):
    def create_weights(self, layer, input_size, output_size):
        layer.weight = nn.Parameter(torch.randn(output_size, input_size) * 0.05, requires_grad=False)

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class ModelOptNvFp4Config:
    def __init__(self, group_size: int = 16, exclude_modules: list[str] | None = None):
        self.group_size = group_size
        self.exclude_modules = exclude_modules or []

    @classmethod
    def get_name(cls) -> str:
        return "modelopt_fp4"

    def get_quant_method(self, layer: nn.Module, prefix: str) -> LinearMethodBase:
        if any(prefix.startswith(m) for m in self.exclude_modules):
            return UnquantizedLinearMethod()
        return ModelOptNvFp4LinearMethod(self)


class ModelOptNvFp4LinearMethod(LinearMethodBase):
    def __init__(self, quant_config: ModelOptNvFp4Config):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size, output_size):
        w = torch.randn(output_size, input_size) * 0.05
        w_global = FLOAT8_E4M3_MAX * FLOAT4_E2M1_MAX / w.abs().amax()
        w_q, w_block_scale = ref_nvfp4_quant(w, w_global, self.quant_config.group_size)
        layer.weight = nn.Parameter(w_q, requires_grad=False)
        layer.weight_scale = nn.Parameter(w_block_scale, requires_grad=False)
        layer.weight_global_scale = nn.Parameter(w_global, requires_grad=False)
        layer.input_global_scale = nn.Parameter(torch.tensor(FLOAT8_E4M3_MAX * FLOAT4_E2M1_MAX / 4.0), requires_grad=False)

    def _apply_cutlass(self, layer, x, bias):
        x_fp4, x_blockscale = torch.ops._C.scaled_fp4_quant(x, layer.input_global_scale)
        alpha = 1.0 / (layer.input_global_scale * layer.weight_global_scale)
        out = torch.ops._C.cutlass_scaled_fp4_mm(x_fp4, layer.weight, x_blockscale, layer.weight_scale, alpha, x.dtype)
        return out if bias is None else out + bias

    def _apply_emulated(self, layer, x, bias):
        gs = self.quant_config.group_size
        x_q, x_scale = ref_nvfp4_quant(x, layer.input_global_scale, gs)
        x_dq = dequant_nvfp4(x_q, x_scale, layer.input_global_scale, gs)
        w_dq = dequant_nvfp4(layer.weight, layer.weight_scale, layer.weight_global_scale, gs)
        return F.linear(x_dq, w_dq, bias)

    def apply(self, layer, x, bias=None):
        if cutlass_fp4_supported():
            return self._apply_cutlass(layer, x, bias)
        return self._apply_emulated(layer, x, bias)
