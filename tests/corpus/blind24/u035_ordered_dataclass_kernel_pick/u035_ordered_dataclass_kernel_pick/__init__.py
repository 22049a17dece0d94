"""Attention layer whose kernel is picked by a tiny analytical cost model."""
from .backends import BACKENDS, register_backend
from .cost_model import KernelCandidate, pick_backend
from .model import AttentionLayer, prefill

__all__ = ["BACKENDS", "register_backend", "KernelCandidate", "pick_backend", "AttentionLayer", "prefill"]
