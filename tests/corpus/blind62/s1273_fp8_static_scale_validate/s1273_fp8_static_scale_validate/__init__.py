from .layers import Fp8RowParallelLinear

__all__ = ["Fp8RowParallelLinear"]
