from .kernels import KERNELS, register_kernel  # noqa: F401
