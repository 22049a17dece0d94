from . import custom_ops  # noqa: F401  (registers corpus_s1180 ops)
from .wrapper import PaddedBatchWrapper

__all__ = ["PaddedBatchWrapper"]
