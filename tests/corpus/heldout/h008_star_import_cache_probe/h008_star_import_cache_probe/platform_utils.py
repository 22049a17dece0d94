import os

__all__ = ["is_rocm", "kernel_cache_dir", "has_prebuilt_kernel"]

_DEFAULT_CACHE = os.path.expanduser("~/.cache/heldout_kernels")


def is_rocm() -> bool:
    return False


def kernel_cache_dir() -> str:
    return os.environ.get("HELDOUT_KERNEL_CACHE", _DEFAULT_CACHE)


def has_prebuilt_kernel(name: str) -> bool:
    return os.path.isdir(os.path.join(kernel_cache_dir(), name))
