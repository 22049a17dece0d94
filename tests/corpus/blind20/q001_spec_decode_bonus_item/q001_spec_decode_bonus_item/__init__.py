"""Speculative-decoding verification head (draft/target token acceptance)."""
from .spec_config import SpecDecodeConfig
from .verifiers import get_verifier

__all__ = ["SpecDecodeConfig", "get_verifier"]
