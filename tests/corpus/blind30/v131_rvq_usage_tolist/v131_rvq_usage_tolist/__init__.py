"""Residual vector quantizer with codebook-usage accounting."""
from .config import RVQConfig
from .rvq import ResidualVQ, quantizer

__all__ = ["RVQConfig", "ResidualVQ", "quantizer"]
