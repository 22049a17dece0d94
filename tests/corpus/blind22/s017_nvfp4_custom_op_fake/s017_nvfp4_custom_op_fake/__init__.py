"""NVFP4 (e2m1 + per-16 block scales) weight/activation quantization."""
from . import fp4_ops  # noqa: F401  (registers corpus_s017 ops)
