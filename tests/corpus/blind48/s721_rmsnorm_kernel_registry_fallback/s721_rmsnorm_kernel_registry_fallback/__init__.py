from .registry import KERNELS, KernelRegistry
from .layers import RMSNorm, SiluAndMul

__all__ = ["KERNELS", "KernelRegistry", "RMSNorm", "SiluAndMul"]
