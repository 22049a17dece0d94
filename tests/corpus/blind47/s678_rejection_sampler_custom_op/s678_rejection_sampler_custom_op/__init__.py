"""Speculative rejection sampling exposed as a custom op."""
from . import ops  # noqa: F401  (registers blind47_s678::*)
