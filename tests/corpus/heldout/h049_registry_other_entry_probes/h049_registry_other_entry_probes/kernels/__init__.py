from .registry import ACTIVATION_KERNELS, get_kernel  # noqa: F401
