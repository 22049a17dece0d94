"""Mamba2 SSD prefill runner; the chunk plan is decided once when the runner is built."""
from .runner import SSMModelRunner, prefill, runner

__all__ = ["SSMModelRunner", "prefill", "runner"]
