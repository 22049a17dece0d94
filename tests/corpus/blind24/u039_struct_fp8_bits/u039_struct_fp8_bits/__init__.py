"""Packed QKV projection with per-partition fake-fp8 activation quantization."""
from .formats import E4M3, E5M2, FloatFormat, max_finite
from .qkv import PackedQKV, compiled_qkv

__all__ = ["E4M3", "E5M2", "FloatFormat", "max_finite", "PackedQKV", "compiled_qkv"]
