from .fused_moe import fused_moe
from .grouped_gemm import GroupedGemm, grouped_gemm

__all__ = ["fused_moe", "GroupedGemm", "grouped_gemm"]
