"""Gated MLP whose activation is described by small policy objects."""
from .policy import ActKind, GatedPolicy, PlainPolicy
from .mlp import GatedMLP, compiled_mlp

__all__ = ["ActKind", "GatedPolicy", "PlainPolicy", "GatedMLP", "compiled_mlp"]
