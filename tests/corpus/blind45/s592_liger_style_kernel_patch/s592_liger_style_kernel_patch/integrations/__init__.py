from .fused_ops import apply_fused_kernels, is_fused_kernels_available

__all__ = ["apply_fused_kernels", "is_fused_kernels_available"]
