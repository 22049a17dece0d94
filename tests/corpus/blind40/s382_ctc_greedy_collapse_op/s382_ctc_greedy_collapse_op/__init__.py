from . import ctc_ops  # noqa: F401  (registers blind40_s382::ctc_greedy_collapse)
from .heads import CTCHead, CTCHeadConfig
