from .reranker import CrossEncoderReranker, rerank_step

__all__ = ["CrossEncoderReranker", "rerank_step"]
