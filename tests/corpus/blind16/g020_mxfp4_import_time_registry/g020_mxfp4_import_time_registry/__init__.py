from . import kernels  # noqa: F401  (populates the kernel registry at import)
