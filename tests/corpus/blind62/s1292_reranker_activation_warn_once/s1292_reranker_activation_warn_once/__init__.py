from .modeling import CrossEncoderReranker, score_pairs

__all__ = ["CrossEncoderReranker", "score_pairs"]
