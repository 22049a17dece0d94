"""Sequence classifier serving head with label decoding."""
from .config import ClassifierConfig
from .serving import classify_step

__all__ = ["ClassifierConfig", "classify_step"]
