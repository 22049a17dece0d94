import functools
import os

import torch

_DEFAULT_CACHE_ROOT = "/nonexistent/g005_jit_cache"


def _jit_cache_dir(name: str) -> str:
    root = os.environ.get("G005_JIT_CACHE_DIR", _DEFAULT_CACHE_ROOT)
    return os.path.join(root, f"{name}_{torch.__version__.split('+')[0]}")


class _PrebuiltModule:
    def __init__(self, build_dir: str):
        self.build_dir = build_dir

    def rmsnorm(self, x, weight, eps):
        raise RuntimeError(f"kernel library in {self.build_dir} is not loadable on this host")


class _TorchFallbackModule:
    @staticmethod
    def rmsnorm(x, weight, eps):
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        return x * torch.rsqrt(variance + eps) * weight


@functools.cache
def load_norm_module(name: str = "rmsnorm"):
    build_dir = _jit_cache_dir(name)
    if os.path.isdir(build_dir):
        return _PrebuiltModule(build_dir)
    return _TorchFallbackModule()
