import functools
import platform

import torch

from . import envs


@functools.cache
def is_aarch64() -> bool:
    return platform.machine() in ("aarch64", "arm64")


def is_rocm() -> bool:
    return torch.version.hip is not None


def rocm_aiter_rms_norm_enabled() -> bool:
    return is_rocm() and envs.VLLM_ROCM_USE_AITER and envs.VLLM_ROCM_USE_AITER_RMSNORM


def default_rms_norm_eps(model_eps: float) -> float:
    override = envs.VLLM_RMS_NORM_EPS
    return model_eps if override is None else override
