"""Reward head with running value-normalisation statistics."""
from .head import RewardHead, compiled_head  # noqa: F401
