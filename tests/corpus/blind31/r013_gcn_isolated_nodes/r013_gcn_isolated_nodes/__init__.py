"""Spectral GCN encoder used by the molecule property service."""
from . import encoder, norm, conv  # noqa: F401
