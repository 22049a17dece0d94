from typing import Any, Optional

import torch
from torch.nn import Parameter

from .fp8_utils import FP8_DTYPE, FP8_GEMM_IMPLS, all_shards_share_scale, expand_shard_scales


class ModelOptFp8Config:
    def __init__(self, is_checkpoint_fp8_serialized: bool = False, exclude_modules: Optional[list[str]] = None):
        self.is_checkpoint_fp8_serialized = is_checkpoint_fp8_serialized
        self.exclude_modules = exclude_modules or []

    @classmethod
    def get_name(cls) -> str:
        return "modelopt"

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "ModelOptFp8Config":
        quant_config = config["quantization"]
        quant_method = quant_config["quant_algo"]
        if quant_method != "FP8":
            raise ValueError(f"ModelOpt currently only supports FP8 quantization, got {quant_method}.")
        return cls("FP8" in quant_method, quant_config.get("exclude_modules"))

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        return ModelOptFp8LinearMethod(self)


class ModelOptFp8LinearMethod:
    def __init__(self, quant_config: ModelOptFp8Config):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size_per_partition, output_partition_sizes, params_dtype):
        output_size = sum(output_partition_sizes)
        layer.logical_widths = output_partition_sizes
        weight = (torch.randn(output_size, input_size_per_partition) * 0.05).to(FP8_DTYPE)
        layer.register_parameter("weight", Parameter(weight, requires_grad=False))
        scales = torch.full((len(output_partition_sizes),), 1.0 / 448.0, dtype=torch.float32)
        layer.register_parameter("weight_scale", Parameter(scales, requires_grad=False))

    def _select_gemm(self, layer):
        if all_shards_share_scale(layer.weight_scale):
            return FP8_GEMM_IMPLS["per_tensor"], layer.weight_scale
        return FP8_GEMM_IMPLS["per_channel"], expand_shard_scales(layer.weight_scale, layer.logical_widths)

    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        gemm, weight_scale = self._select_gemm(layer)
        return gemm(x, layer.weight, weight_scale, bias)
