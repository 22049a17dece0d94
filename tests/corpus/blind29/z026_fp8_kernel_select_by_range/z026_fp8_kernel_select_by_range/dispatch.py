"""Per-call kernel selection driven by the kernel config."""
import torch

from .config import KernelConfig

_KERNELS = {}


def kernel(name):
    def deco(fn):
        _KERNELS[name] = fn
        return fn

    return deco


@kernel("fp8")
def fp8_gemm(x, w, cfg: KernelConfig):
    scale = cfg.fp8_max / 2.0
    xq = (x * scale).round().clamp(-cfg.fp8_max, cfg.fp8_max)
    return (xq @ w.t()) / scale


@kernel("bf16")
def bf16_gemm(x, w, cfg: KernelConfig):
    return (x.to(torch.bfloat16) @ w.to(torch.bfloat16).t()).to(x.dtype)


@kernel("fp32")
def fp32_gemm(x, w, cfg: KernelConfig):
    return x @ w.t()


def _fits_fp8(x: torch.Tensor, cfg: KernelConfig) -> bool:
    amax = x.abs().amax()
    return bool(amax * (cfg.fp8_max / 2.0) < cfg.fp8_max * cfg.headroom)


def select_kernel(x: torch.Tensor, cfg: KernelConfig):
    name = cfg.prefer
    if name == "fp8" and not _fits_fp8(x, cfg):
        name = "bf16"
    if name not in cfg.allowed:
        name = "fp32"
    return _KERNELS[name]
