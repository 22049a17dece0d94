import functools
import os

import torch


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@functools.lru_cache(maxsize=None)
def device_supports_bf16() -> bool:
    if _env_flag("SGL_FORCE_FP16"):
        return False
    return torch.cuda.is_bf16_supported()


@functools.lru_cache(maxsize=None)
def device_supports_fp16() -> bool:
    return not _env_flag("SGL_DISABLE_FP16")


def preferred_half_dtype() -> torch.dtype:
    if device_supports_bf16():
        return torch.bfloat16
    if device_supports_fp16():
        return torch.float16
    return torch.float32
