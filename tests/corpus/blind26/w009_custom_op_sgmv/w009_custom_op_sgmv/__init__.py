from . import _ops  # noqa: F401  registers corpus_w009::sgmv
from .layer import SegmentLoRALinear
