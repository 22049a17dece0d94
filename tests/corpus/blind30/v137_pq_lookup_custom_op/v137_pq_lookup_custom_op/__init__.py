"""Product-quantized latent codec: codebook gather implemented as a custom op."""
from . import ops  # registers corpus_v137::pq_gather
from .pipeline import decode_latents

__all__ = ["ops", "decode_latents"]
