"""MusicGen-style delay interleaving of multi-codebook token streams."""
from .patterns import DelayPattern, PATTERNS, get_pattern
from .decoding import prepare_decoder_inputs

__all__ = ["DelayPattern", "PATTERNS", "get_pattern", "prepare_decoder_inputs"]
