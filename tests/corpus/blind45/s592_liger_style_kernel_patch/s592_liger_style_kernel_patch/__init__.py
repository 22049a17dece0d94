"""Tiny Llama-style model with optional fused-kernel monkey patches.

Like ``apply_liger_kernel_to_llama()``, the fused replacements are installed
once, when the package is imported, if the integration is available.
"""
from . import modeling
from .integrations import apply_fused_kernels, is_fused_kernels_available

if is_fused_kernels_available():
    apply_fused_kernels(modeling)

__all__ = ["modeling"]
