from __future__ import annotations

from typing import Callable, Dict

import torch

FP8_MAX = 448.0


def _per_tensor_quant(x: torch.Tensor):
    scale = x.abs().amax().clamp(min=1e-12) / FP8_MAX
    return (x / scale).clamp(-FP8_MAX, FP8_MAX), scale


def _dequant_gemm(x: torch.Tensor, w_q: torch.Tensor, w_scale: torch.Tensor) -> torch.Tensor:
    x_q, x_scale = _per_tensor_quant(x)
    return (x_q @ w_q.t()) * (x_scale * w_scale)


def _weight_only_gemm(x: torch.Tensor, w_q: torch.Tensor, w_scale: torch.Tensor) -> torch.Tensor:
    return x @ (w_q * w_scale).t()


_KERNEL_CACHE: Dict[str, Callable] = {}


def _select_kernel(quant_config) -> Callable:
    if quant_config.activation_scheme == "dynamic":
        return _dequant_gemm
    return _weight_only_gemm


def _cache_key(quant_config, dtype: torch.dtype) -> str:
    return f"{quant_config.get_name()}|{quant_config!r}|{dtype}"


def dispatch_scaled_mm(quant_config, x, w_q, w_scale) -> torch.Tensor:
    key = _cache_key(quant_config, x.dtype)
    kernel = _KERNEL_CACHE.get(key)
    if kernel is None:
        kernel = _select_kernel(quant_config)
        _KERNEL_CACHE[key] = kernel
    return kernel(x, w_q, w_scale)
