"""Helper to register python kernels as torch custom ops (vLLM style)."""
from typing import Callable, Optional, Sequence

import torch

_NAMESPACE = "blind42_s472"


def direct_register_custom_op(
    op_name: str,
    op_func: Callable,
    mutates_args: Sequence[str] = (),
    fake_impl: Optional[Callable] = None,
):
    op = torch.library.custom_op(f"{_NAMESPACE}::{op_name}", mutates_args=tuple(mutates_args))(op_func)
    if fake_impl is not None:
        op.register_fake(fake_impl)
    return op
