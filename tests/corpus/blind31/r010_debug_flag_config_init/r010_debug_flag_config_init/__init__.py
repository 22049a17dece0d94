"""Ensemble of reward heads with thresholds read from a config at construction."""
from .ensemble import RewardEnsemble, compiled_ensemble  # noqa: F401
