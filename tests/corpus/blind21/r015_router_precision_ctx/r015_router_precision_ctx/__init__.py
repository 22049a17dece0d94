"""MoE block whose router GEMM runs under a precision context manager."""
from .moe_block import step

__all__ = ["step"]
