"""Fused-MoE layer whose token dispatch strategy is a plugin.

Dispatchers register themselves by subclassing :class:`TokenDispatcher` with
a ``name=`` class keyword; ``MOE_DISPATCHER`` in the layer config picks one.
"""
from . import dispatchers  # noqa: F401  (registers the builtin dispatchers)
