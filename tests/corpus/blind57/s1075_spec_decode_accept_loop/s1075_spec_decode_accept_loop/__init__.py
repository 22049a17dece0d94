from .verifier import SpecDecodeVerifier

__all__ = ["SpecDecodeVerifier"]
