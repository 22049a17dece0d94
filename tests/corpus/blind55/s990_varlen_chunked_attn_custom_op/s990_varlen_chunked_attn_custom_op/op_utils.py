from typing import Callable, List, Optional

import torch
from torch.library import Library, infer_schema

corpus_lib = Library("corpus_s990", "FRAGMENT")


def direct_register_custom_op(
    op_name: str,
    op_func: Callable,
    mutates_args: Optional[List[str]] = None,
    fake_impl: Optional[Callable] = None,
    target_lib: Optional[Library] = None,
    dispatch_key: str = "CPU",
):
    """Register ``op_func`` as ``<lib>::op_name`` without the overhead of ``torch.library.custom_op``."""
    schema_str = infer_schema(op_func, mutates_args=mutates_args or [])
    lib = target_lib or corpus_lib
    lib.define(op_name + schema_str)
    lib.impl(op_name, op_func, dispatch_key=dispatch_key)
    if fake_impl is not None:
        lib._register_fake(op_name, fake_impl)
