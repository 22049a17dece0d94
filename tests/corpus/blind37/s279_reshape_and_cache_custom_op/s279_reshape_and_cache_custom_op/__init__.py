from . import ops  # registers corpus_s279:: ops
from .backend import PagedAttentionBackend

__all__ = ["ops", "PagedAttentionBackend"]
