"""Eager-mode sanity checks for recurrent states (NaN/Inf blow-ups after long decodes)."""
import logging
import time

import torch

logger = logging.getLogger(__name__)
_last_report = 0.0


def check_finite_state(name: str, state: torch.Tensor, max_abs: float = 1e4) -> None:
    global _last_report
    n_bad = int((~torch.isfinite(state)).sum().item())
    peak = state.abs().max()
    if n_bad or peak > max_abs:
        now = time.monotonic()
        if now - _last_report > 10.0:
            logger.warning("%s: %d non-finite entries, max |x| = %.3e", name, n_bad, peak.item())
            _last_report = now
