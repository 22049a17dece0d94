"""Pluggable kernel registry: each op has several implementations, picked per backend."""
from . import builtin_kernels  # noqa: F401  (populates the registry)
