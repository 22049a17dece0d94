"""Thin helpers for registering Python kernels as torch operators."""
from typing import Callable, List, Optional, Tuple

import torch
from torch.library import Library

corpus_lib = Library("corpus_s1024", "FRAGMENT")


def current_dispatch_key() -> str:
    if torch.cuda.is_available():
        return "CUDA"
    return "CPU"


def direct_register_custom_op(
    op_name: str,
    op_func: Callable,
    mutates_args: List[str],
    fake_impl: Optional[Callable] = None,
    target_lib: Optional[Library] = None,
    dispatch_key: Optional[str] = None,
    tags: Tuple[torch.Tag, ...] = (),
) -> None:
    """Register ``op_func`` directly on one dispatch key.

    This skips the dispatch overhead of ``torch.library.custom_op``; the
    schema is inferred from the type annotations of ``op_func``.
    """
    schema_str = torch.library.infer_schema(op_func, mutates_args=mutates_args)
    my_lib = target_lib or corpus_lib
    my_lib.define(op_name + schema_str, tags=tags)
    my_lib.impl(op_name, op_func, dispatch_key=dispatch_key or current_dispatch_key())
    if fake_impl is not None:
        my_lib._register_fake(op_name, fake_impl)
