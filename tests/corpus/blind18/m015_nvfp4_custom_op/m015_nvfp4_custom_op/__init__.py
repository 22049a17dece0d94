from . import ops  # noqa: F401  (registers corpus_m015 ops)
from .linear import NVFP4Linear, step

__all__ = ["NVFP4Linear", "step"]
