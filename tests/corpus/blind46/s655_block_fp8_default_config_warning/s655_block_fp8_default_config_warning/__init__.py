"""W8A8 block-FP8 linear with a registry of tuned GEMM config providers."""
from . import providers  # noqa: F401  (registers the providers)
