import functools
import warnings
from typing import Union

import torch
from torch import nn

_STR_TO_DTYPE = {
    "float32": torch.float32,
    "float16": torch.float16,
    "bfloat16": torch.bfloat16,
}


def str_to_dtype(dtype: Union[str, torch.dtype]) -> torch.dtype:
    if isinstance(dtype, torch.dtype):
        return dtype
    if dtype in _STR_TO_DTYPE:
        return _STR_TO_DTYPE[dtype]
    return getattr(torch, dtype)


def get_parameter_dtype(module: nn.Module) -> torch.dtype:
    last_dtype = None
    for param in module.parameters():
        last_dtype = param.dtype
        if param.is_floating_point():
            return param.dtype
    for buf in module.buffers():
        if buf.is_floating_point():
            return buf.dtype
    return last_dtype if last_dtype is not None else torch.get_default_dtype()


@functools.lru_cache(maxsize=None)
def warn_once(msg: str) -> None:
    warnings.warn(msg, RuntimeWarning, stacklevel=2)
