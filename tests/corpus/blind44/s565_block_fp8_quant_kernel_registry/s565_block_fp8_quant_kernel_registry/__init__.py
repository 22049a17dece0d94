from . import kernels  # noqa: F401  (populates the quant kernel registry)
from .linear import BlockFp8LinearMethod
