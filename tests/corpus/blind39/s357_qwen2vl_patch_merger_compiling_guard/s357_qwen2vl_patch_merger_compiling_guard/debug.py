"""Numerical sanity checks for the vision tower (only meaningful in eager mode)."""
from __future__ import annotations

import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

VLLM_VIT_NAN_CHECK = os.environ.get("VLLM_VIT_NAN_CHECK", "1") == "1"
_last_report = 0.0


def report_non_finite(name: str, x: torch.Tensor) -> None:
    """Log how many non-finite values ``x`` has, at most once every 10 seconds."""
    global _last_report
    if torch.compiler.is_compiling() or not VLLM_VIT_NAN_CHECK:
        return
    num_bad = int((~torch.isfinite(x)).sum().item())
    now = time.monotonic()
    if num_bad and now - _last_report > 10.0:
        _last_report = now
        logger.warning("%s: %d non-finite values (shape=%s)", name, num_bad, tuple(x.shape))
