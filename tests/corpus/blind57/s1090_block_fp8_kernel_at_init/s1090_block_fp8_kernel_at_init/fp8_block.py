import logging
import time
from typing import Any, Callable

import torch
from torch.nn import Parameter

from . import envs
from .platforms import current_platform

logger = logging.getLogger(__name__)


def _w8a8_block_fp8_matmul_torch(x, weight, weight_scale, block_size, out_dtype):
    block_n, block_k = block_size
    x_blocks = x.unflatten(-1, (-1, block_k))
    x_scale = x_blocks.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / 448.0
    qx = (x_blocks / x_scale).to(current_platform.fp8_dtype()).to(out_dtype) * x_scale
    scale = weight_scale.repeat_interleave(block_n, dim=0).repeat_interleave(block_k, dim=1)
    w = weight.to(out_dtype) * scale
    return qx.flatten(-2) @ w.t()


def _w8a8_block_fp8_matmul_amx(x, weight, weight_scale, block_size, out_dtype):
    return _w8a8_block_fp8_matmul_torch(x.to(torch.bfloat16), weight, weight_scale, block_size, torch.bfloat16).to(out_dtype)


BLOCK_FP8_KERNELS: dict[str, Callable[..., torch.Tensor]] = {
    "torch": _w8a8_block_fp8_matmul_torch,
    "amx": _w8a8_block_fp8_matmul_amx,
}


def select_block_fp8_kernel() -> str:
    if current_platform.is_cpu():
        arch = current_platform.get_cpu_architecture()
        if arch in ("x86_64", "amd64") and current_platform.supports_amx():
            return "amx"
        return "torch"
    if envs.CORPUS_USE_TRITON_BLOCK_FP8:
        return "triton"
    return "torch"


class Fp8BlockConfig:
    def __init__(self, weight_block_size: list[int]):
        self.weight_block_size = weight_block_size

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "Fp8BlockConfig":
        return cls(config["weight_block_size"])

    def get_quant_method(self, layer, prefix):
        return Fp8BlockLinearMethod(self)


class Fp8BlockLinearMethod:
    def __init__(self, quant_config: Fp8BlockConfig):
        self.quant_config = quant_config
        self.kernel_name = select_block_fp8_kernel()
        self.kernel = BLOCK_FP8_KERNELS[self.kernel_name]
        logger.info("Using %s kernel for block FP8 linear", self.kernel_name)

    def create_weights(self, layer, input_size, output_size, params_dtype):
        bn, bk = self.quant_config.weight_block_size
        w = (torch.randn(output_size, input_size) * 0.1).to(current_platform.fp8_dtype())
        layer.register_parameter("weight", Parameter(w, requires_grad=False))
        layer.register_parameter("weight_scale_inv", Parameter(torch.full((output_size // bn, input_size // bk), 0.01), requires_grad=False))

    def apply(self, layer, x, bias=None):
        if envs.CORPUS_FP8_BLOCK_DEBUG:
            start = time.perf_counter()
            out = self.kernel(x, layer.weight, layer.weight_scale_inv, self.quant_config.weight_block_size, x.dtype)
            logger.debug("%s block fp8 gemm %s took %.3f ms", self.kernel_name, tuple(x.shape), (time.perf_counter() - start) * 1e3)
        else:
            out = self.kernel(x, layer.weight, layer.weight_scale_inv, self.quant_config.weight_block_size, x.dtype)
        return out if bias is None else out + bias
