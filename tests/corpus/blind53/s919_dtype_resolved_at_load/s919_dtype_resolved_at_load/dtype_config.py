import functools
import os
import warnings
from typing import Union

import torch

_STR_DTYPE_TO_TORCH_DTYPE = {
    "half": torch.float16,
    "float16": torch.float16,
    "bfloat16": torch.bfloat16,
    "float": torch.float32,
    "float32": torch.float32,
}


@functools.cache
def _bf16_supported() -> bool:
    if os.environ.get("CORPUS_DISABLE_BF16", "0") == "1":
        return False
    return torch.cuda.is_available() and torch.cuda.is_bf16_supported()


def _auto_dtype(config_dtype: torch.dtype) -> torch.dtype:
    if config_dtype == torch.float32:
        return torch.bfloat16 if _bf16_supported() else torch.float32
    return config_dtype


def resolve_model_dtype(requested: Union[str, torch.dtype], config_dtype: torch.dtype) -> torch.dtype:
    if isinstance(requested, torch.dtype):
        torch_dtype = requested
    elif requested == "auto":
        torch_dtype = _auto_dtype(config_dtype)
    else:
        torch_dtype = _STR_DTYPE_TO_TORCH_DTYPE[requested.lower()]
    if torch_dtype != config_dtype and config_dtype == torch.float32 and torch_dtype == torch.float16:
        warnings.warn(f"Downcasting {config_dtype} checkpoint to {torch_dtype}.", stacklevel=2)
    return torch_dtype
