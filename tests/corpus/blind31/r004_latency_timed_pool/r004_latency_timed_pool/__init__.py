"""Sequence reward model whose stages report latency to the serving metrics."""
from .model import SequenceRewardModel  # noqa: F401
