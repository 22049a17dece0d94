"""Token-to-latent decoder for a multi-codebook codec, with input validation."""
from .decoder import LatentDecoder

__all__ = ["LatentDecoder"]
