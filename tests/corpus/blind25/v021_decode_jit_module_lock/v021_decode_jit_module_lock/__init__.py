"""Decode attention backed by JIT-built kernel modules (CPU reference build)."""
from .jit_spec import DecodeKernelSpec
from .decode import DecodeAttention, compiled_decode

__all__ = ["DecodeKernelSpec", "DecodeAttention", "compiled_decode"]
