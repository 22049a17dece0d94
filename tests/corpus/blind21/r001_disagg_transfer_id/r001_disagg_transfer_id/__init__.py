"""Prefill/decode disaggregation: KV staging helpers for the prefill worker."""
from .connector import KVStagingConnector
from .prefill import PrefillStep, build_prefill_step

__all__ = ["KVStagingConnector", "PrefillStep", "build_prefill_step"]
