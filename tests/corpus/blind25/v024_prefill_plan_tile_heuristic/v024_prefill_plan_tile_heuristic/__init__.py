"""Ragged prefill attention with a plan()/run() wrapper in the flashinfer style."""
from .wrapper import BatchPrefillRaggedWrapper, PlanInfo
from .runner import ExtendRunner

__all__ = ["BatchPrefillRaggedWrapper", "PlanInfo", "ExtendRunner"]
