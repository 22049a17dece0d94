from .normalizers import NORMALIZERS, build_normalizer
from .scorer import score_batch

__all__ = ["NORMALIZERS", "build_normalizer", "score_batch"]
