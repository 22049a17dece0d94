"""Vocab-parallel embedding (tensor-parallel sharded vocabulary)."""
from .parallel_state import get_tp_rank, get_tp_world_size
from .vocab_embedding import VocabParallelEmbedding, embed_tokens

__all__ = ["VocabParallelEmbedding", "embed_tokens", "get_tp_rank", "get_tp_world_size"]
