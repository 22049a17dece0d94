import contextlib
import functools
from typing import Iterator

import torch

from . import envs

_STR_TO_DTYPE = {
    "fp16": torch.float16,
    "float16": torch.float16,
    "bf16": torch.bfloat16,
    "bfloat16": torch.bfloat16,
    "fp32": torch.float32,
    "float32": torch.float32,
}


@functools.cache
def get_autocast_dtype(device_type: str) -> torch.dtype:
    override = envs.MMPROJ_AUTOCAST_DTYPE
    if override is not None and override != "auto":
        return _STR_TO_DTYPE[override]
    if device_type == "cuda":
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    if device_type == "cpu" and torch.cpu._is_avx512_bf16_supported():
        return torch.bfloat16
    return torch.float32


@contextlib.contextmanager
def autocast_context(device_type: str) -> Iterator[torch.dtype]:
    if envs.MMPROJ_DISABLE_AUTOCAST:
        yield torch.float32
        return
    dtype = get_autocast_dtype(device_type)
    with torch.autocast(device_type=device_type, dtype=dtype, enabled=dtype != torch.float32):
        yield dtype
