"""Packed (varlen) Mamba prefill: causal conv1d over cu_seqlens with a per-request conv cache."""
from .model import PackedMambaPrefill, compiled

__all__ = ["PackedMambaPrefill", "compiled"]
