from . import kernels  # noqa: F401  (registers blind42_s488 ops)
