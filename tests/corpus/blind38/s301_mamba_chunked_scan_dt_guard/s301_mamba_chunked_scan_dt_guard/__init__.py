"""Tiny Mamba-style mixer with a chunked selective scan."""
from .config import SSMConfig
from .mixer import MambaMixer

__all__ = ["SSMConfig", "MambaMixer"]
