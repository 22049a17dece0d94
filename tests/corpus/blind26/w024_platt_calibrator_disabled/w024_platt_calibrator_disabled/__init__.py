from .pipeline import score_pairs

__all__ = ["score_pairs"]
