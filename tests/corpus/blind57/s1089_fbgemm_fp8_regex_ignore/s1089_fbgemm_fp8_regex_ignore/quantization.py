import logging
import os
from typing import Any, Optional

import torch
import torch.nn.functional as F
from torch.nn import Parameter

from .quant_utils import is_layer_skipped, per_token_quant_fp8

logger = logging.getLogger(__name__)


class UnquantizedLinearMethod:
    def create_weights(self, layer, input_size, output_size, params_dtype):
        layer.register_parameter("weight", Parameter(torch.randn(output_size, input_size, dtype=params_dtype) * 0.02, requires_grad=False))

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class ExpertsInt8Config:
    def __init__(self, num_threads: Optional[int] = None):
        self.num_threads = num_threads

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "ExpertsInt8Config":
        return cls(config.get("num_threads"))

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        threads = self.num_threads or os.cpu_count()
        logger.warning("ExpertsInt8 quantizes MoE weights online on %d threads (%s)", threads, prefix)
        if not hasattr(layer, "num_experts"):
            return UnquantizedLinearMethod()
        raise NotImplementedError("MoE layers are not part of this runner")


class FBGEMMFp8Config:
    packed_modules_mapping = {
        "qkv_proj": ["q_proj", "k_proj", "v_proj"],
        "gate_up_proj": ["gate_proj", "up_proj"],
    }

    def __init__(self, ignore_list: list[str], input_scale_ub: float):
        self.ignore_list = ignore_list or []
        self.input_scale_ub = input_scale_ub
        self.fp8_dtype = torch.float8_e4m3fn

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "FBGEMMFp8Config":
        return cls(config.get("modules_to_not_convert", []), config.get("activation_scale_ub", 1200.0))

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        if is_layer_skipped(prefix, self.ignore_list, self.packed_modules_mapping):
            return UnquantizedLinearMethod()
        return FBGEMMFp8LinearMethod(self)


class FBGEMMFp8LinearMethod:
    def __init__(self, quant_config: FBGEMMFp8Config):
        self.quant_config = quant_config
        self.out_dtype = torch.get_default_dtype()

    def create_weights(self, layer, input_size, output_size, params_dtype):
        w = torch.randn(output_size, input_size) * 0.02
        scale = w.abs().amax(dim=1, keepdim=True) / 448.0
        layer.register_parameter("weight", Parameter((w / scale).to(self.quant_config.fp8_dtype), requires_grad=False))
        layer.register_parameter("weight_scale", Parameter(scale.float(), requires_grad=False))

    def apply(self, layer, x, bias=None):
        qx, x_scale = per_token_quant_fp8(x, self.quant_config.fp8_dtype, upper_bound=self.quant_config.input_scale_ub)
        w = layer.weight.to(self.out_dtype) * layer.weight_scale
        out = (qx.to(self.out_dtype) @ w.t()) * x_scale
        return out if bias is None else out + bias


QUANTIZATION_METHODS = {
    "fbgemm_fp8": FBGEMMFp8Config,
    "experts_int8": ExpertsInt8Config,
}
