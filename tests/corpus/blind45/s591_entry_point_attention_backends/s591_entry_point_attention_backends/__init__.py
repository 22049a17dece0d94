"""Minimal decoder stack whose attention kernels are pluggable.

Out-of-tree packages can contribute attention backends through the
``blind45_s591.attention_backends`` entry-point group; the in-tree ones are
registered in :mod:`.backends`.
"""
from .registry import PluginRegistry

__all__ = ["PluginRegistry"]
