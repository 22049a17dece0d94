import logging
from typing import Optional, Tuple

import torch

logger = logging.getLogger(__name__)

try:
    from sgl_kernel import fused_add_rmsnorm as _fused_add_rmsnorm
    from sgl_kernel import rmsnorm as _rmsnorm
except ImportError:
    _fused_add_rmsnorm = None
    _rmsnorm = None
    logger.info("sgl_kernel not available; RMSNorm will use the native path")


class KernelUnavailableError(RuntimeError):
    """The optional compiled kernel could not be used for this call."""


class KernelNotInstalledError(KernelUnavailableError):
    pass


class KernelNotApplicableError(KernelUnavailableError):
    pass


_SUPPORTED_DTYPES = (torch.float16, torch.bfloat16)


def _require(kernel, name: str):
    if kernel is None:
        raise KernelNotInstalledError(f"{name} requires sgl_kernel")
    return kernel


def _check_applicable(x: torch.Tensor) -> None:
    if x.dtype not in _SUPPORTED_DTYPES:
        raise KernelNotApplicableError(f"unsupported dtype {x.dtype}")
    if x.shape[-1] % 8 != 0:
        raise KernelNotApplicableError(f"hidden size {x.shape[-1]} not a multiple of 8")


def fused_rmsnorm(
    x: torch.Tensor,
    weight: torch.Tensor,
    eps: float,
    residual: Optional[torch.Tensor] = None,
) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    if residual is None:
        kernel = _require(_rmsnorm, "rmsnorm")
        _check_applicable(x)
        return kernel(x, weight, eps), None
    kernel = _require(_fused_add_rmsnorm, "fused_add_rmsnorm")
    _check_applicable(x)
    kernel(x, residual, weight, eps)
    return x, residual
