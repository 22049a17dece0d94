from typing import List, Optional

import torch
import torch.nn.functional as F

from .quant_utils import FP8_DTYPE, is_layer_skipped, per_tensor_dequantize


class UnquantizedLinearMethod:

    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None):
        return F.linear(x, per_tensor_dequantize(layer.weight, layer.weight_scale), bias)


class ModelOptFp8LinearMethod:

    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None):
        x_scale = layer.input_scale
        qx = (x / x_scale).clamp(-448.0, 448.0).to(FP8_DTYPE)
        out = qx.to(torch.float32) @ layer.weight.to(torch.float32).t()
        out = out * (x_scale * layer.weight_scale)
        return out if bias is None else out + bias


class ModelOptFp8Config:

    packed_modules_mapping = {
        "qkv_proj": ["q_proj", "k_proj", "v_proj"],
        "gate_up_proj": ["gate_proj", "up_proj"],
    }

    def __init__(self, is_checkpoint_fp8_serialized: bool, kv_cache_quant_method: Optional[str],
                 exclude_modules: List[str]):
        self.is_checkpoint_fp8_serialized = is_checkpoint_fp8_serialized
        self.kv_cache_quant_method = kv_cache_quant_method
        self.exclude_modules = exclude_modules

    @classmethod
    def from_config(cls, config: dict) -> "ModelOptFp8Config":
        quant = config["quantization"]
        return cls(
            is_checkpoint_fp8_serialized=quant.get("quant_algo") == "FP8",
            kv_cache_quant_method=quant.get("kv_cache_quant_algo"),
            exclude_modules=quant.get("exclude_modules", []),
        )

    def get_quant_method(self, prefix: str):
        if is_layer_skipped(prefix, self.exclude_modules, self.packed_modules_mapping):
            return UnquantizedLinearMethod()
        return ModelOptFp8LinearMethod()
