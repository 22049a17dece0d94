from .attention import SlidingChunkAttention, chunk_step
