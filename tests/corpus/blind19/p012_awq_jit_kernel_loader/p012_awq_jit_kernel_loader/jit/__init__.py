from .loader import KernelSpec, load_extension

__all__ = ["KernelSpec", "load_extension"]
