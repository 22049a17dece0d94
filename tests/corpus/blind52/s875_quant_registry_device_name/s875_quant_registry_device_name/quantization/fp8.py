from typing import Dict, Tuple

import torch
from torch import nn

from ..platform_utils import get_device_name
from .base_config import LinearMethodBase, QuantizationConfig

_TUNED_FP8_GEMM: Dict[Tuple[str, int, int], Dict[str, int]] = {
    ("NVIDIA_H100_80GB_HBM3", 24, 8): {"BLOCK_M": 64, "BLOCK_N": 128, "SPLIT_K": 1},
    ("NVIDIA_H200", 24, 8): {"BLOCK_M": 128, "BLOCK_N": 128, "SPLIT_K": 1},
}
_DEFAULT_FP8_GEMM = {"BLOCK_M": 32, "BLOCK_N": 64, "SPLIT_K": 1}


def get_fp8_gemm_config(N: int, K: int) -> Dict[str, int]:
    device_name = get_device_name().replace(" ", "_")
    return _TUNED_FP8_GEMM.get((device_name, N, K), _DEFAULT_FP8_GEMM)


class Fp8LinearMethod(LinearMethodBase):
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        w = torch.randn(output_size, input_size)
        scale = w.abs().amax() / 448.0
        layer.register_buffer("weight", (w / scale).to(torch.float8_e4m3fn))
        layer.register_buffer("weight_scale", scale.reshape(1))

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        N, K = layer.weight.shape
        config = get_fp8_gemm_config(N, K)
        w = layer.weight.to(x.dtype) * layer.weight_scale
        block_m = config["BLOCK_M"]
        outs = [x[i:i + block_m] @ w.t() for i in range(0, x.shape[0], block_m)]
        return torch.cat(outs, dim=0)


class Fp8Config(QuantizationConfig):
    @classmethod
    def get_name(cls) -> str:
        return "fp8"

    def get_linear_method(self) -> LinearMethodBase:
        return Fp8LinearMethod()
