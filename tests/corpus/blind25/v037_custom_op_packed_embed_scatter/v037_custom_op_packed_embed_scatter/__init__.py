from . import ops  # registers corpus_v037::* on import
from .step import prefill_embed_step

__all__ = ["ops", "prefill_embed_step"]
