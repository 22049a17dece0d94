from .pooler import RaggedMeanPooler, pool

__all__ = ["RaggedMeanPooler", "pool"]
