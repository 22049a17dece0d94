from .model import forward_step
from .tuning import get_gemm_config

__all__ = ["forward_step", "get_gemm_config"]
