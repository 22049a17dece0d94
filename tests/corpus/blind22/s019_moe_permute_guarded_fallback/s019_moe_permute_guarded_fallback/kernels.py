from __future__ import annotations

import functools
import logging
import os
from typing import Callable, Dict, Tuple

import torch

logger = logging.getLogger(__name__)

_DEBUG_DISPATCH = os.environ.get("S019_DEBUG_DISPATCH", "0") == "1"

# (op name, device type) -> kernel
_KERNELS: Dict[Tuple[str, str], Callable] = {}


def register_kernel(op: str, device_type: str):
    def deco(fn: Callable) -> Callable:
        _KERNELS[(op, device_type)] = fn
        return fn

    return deco


@functools.lru_cache(maxsize=None)
def _warn_once(msg: str) -> None:
    logger.warning(msg)


def with_fallback(op: str):
    """Run the registered kernel for the input's device, else the decorated reference."""

    def deco(reference: Callable) -> Callable:
        @functools.wraps(reference)
        def dispatcher(x: torch.Tensor, *args, **kwargs):
            impl = _KERNELS.get((op, x.device.type))
            if _DEBUG_DISPATCH:
                logger.debug("%s on %s -> %s", op, x.device, impl or reference)
            if impl is not None:
                return impl(x, *args, **kwargs)
            if not torch.compiler.is_compiling():
                _warn_once(f"{op}: no kernel for device '{x.device.type}', using torch reference")
            return reference(x, *args, **kwargs)

        dispatcher.reference = reference
        return dispatcher

    return deco


@register_kernel("moe_permute", "cuda")
def _moe_permute_cuda(hidden, topk_ids, num_experts):
    return torch.ops._moe_C.moe_permute(hidden, topk_ids, num_experts)
