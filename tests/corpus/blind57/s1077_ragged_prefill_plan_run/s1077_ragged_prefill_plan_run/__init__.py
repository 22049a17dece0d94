from .wrapper import BatchRaggedPrefillWrapper
from .backend import RaggedAttentionBackend

__all__ = ["BatchRaggedPrefillWrapper", "RaggedAttentionBackend"]
