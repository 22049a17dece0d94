"""Tiny reversible-instance-norm forecaster."""
from .model import LinearForecaster, compiled_forecaster  # noqa: F401
