"""LM head with strict numerics checks implemented as an opaque custom op."""
from . import numerics  # noqa: F401  (registers corpus_t037 ops)
