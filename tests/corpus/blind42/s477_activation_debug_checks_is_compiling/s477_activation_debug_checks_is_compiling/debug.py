"""Sanity checks for activation outputs."""
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

_CHECK_NUMERICS = os.environ.get("BLIND42_CHECK_NUMERICS", "1") == "1"
_last_report = [0.0]


def check_finite(name: str, t: torch.Tensor) -> None:
    if torch.compiler.is_compiling():
        return
    if not _CHECK_NUMERICS:
        return
    bad = (~torch.isfinite(t)).sum().item()
    if bad:
        now = time.monotonic()
        if now - _last_report[0] > 10.0:
            _last_report[0] = now
            logger.warning("%s: %d non-finite values (shape=%s)", name, bad, tuple(t.shape))
