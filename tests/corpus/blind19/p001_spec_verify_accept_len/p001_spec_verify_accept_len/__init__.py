"""Speculative decoding: draft-token verification (rejection sampling)."""
from .config import SpecDecodeConfig
from .verify import RejectionSampler

__all__ = ["SpecDecodeConfig", "RejectionSampler"]
