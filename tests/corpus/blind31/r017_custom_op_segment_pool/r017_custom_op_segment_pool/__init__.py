"""CSR-style segment pooling for batched variable-size graphs."""
from . import ops  # noqa: F401  (registers corpus_r017::segment_mean)
from .readout import graph_readout

__all__ = ["graph_readout"]
