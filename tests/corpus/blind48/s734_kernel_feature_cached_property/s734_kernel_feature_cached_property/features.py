"""Which optional kernels this process may use.

Probed once per process; every flag can be forced off from the environment.
"""
import functools
import importlib.util
import os

import torch


def _env_flag(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in ("1", "true", "yes", "on")


class KernelFeatures:
    def __init__(self, device_type: str = "cpu"):
        self.device_type = device_type

    @staticmethod
    def _has_module(name: str) -> bool:
        return importlib.util.find_spec(name) is not None

    @functools.cached_property
    def fused_add_rmsnorm(self) -> bool:
        if not _env_flag("SGL_ENABLE_FUSED_ADD_RMSNORM", True):
            return False
        return self.device_type == "cuda" and self._has_module("sgl_kernel")

    @functools.cached_property
    def gemma_norm_offset(self) -> float:
        return 1.0 if _env_flag("SGL_GEMMA_NORM", False) else 0.0

    def describe(self) -> str:
        return f"KernelFeatures(device={self.device_type}, fused_add_rmsnorm={self.fused_add_rmsnorm})"


@functools.lru_cache(maxsize=None)
def get_kernel_features() -> KernelFeatures:
    device_type = "cuda" if torch.cuda.is_available() else "cpu"
    return KernelFeatures(device_type)
