"""NVFP4 (e2m1 + per-16 block scales) linear layer with a reference quant op."""
from . import ops  # noqa: F401  (registers torch.ops.corpus_p015.*)
