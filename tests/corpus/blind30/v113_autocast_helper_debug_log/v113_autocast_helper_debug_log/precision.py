"""Mixed-precision cast helpers shared by the model layers."""
import logging

import torch

logger = logging.getLogger(__name__)

_UPCAST_FOR = {"rmsnorm", "softmax", "residual"}


class PrecisionPolicy:
    def __init__(self, compute_dtype=torch.bfloat16, accum_dtype=torch.float32):
        self.compute_dtype = compute_dtype
        self.accum_dtype = accum_dtype

    def needs_upcast(self, op_name: str) -> bool:
        return op_name in _UPCAST_FOR


DEFAULT_POLICY = PrecisionPolicy()


def cast_for(op_name: str, t: torch.Tensor, policy: PrecisionPolicy = DEFAULT_POLICY) -> torch.Tensor:
    target = policy.accum_dtype if policy.needs_upcast(op_name) else policy.compute_dtype
    if t.dtype == target:
        return t
    logger.debug("cast_for(%s): %s -> %s", op_name, t.dtype, target)
    return t.to(target)


def restore(t: torch.Tensor, like: torch.Tensor) -> torch.Tensor:
    return t if t.dtype == like.dtype else t.to(like.dtype)
