"""Runtime sanity checks for recurrent state (eager debugging aid)."""
import logging
import time

import torch

logger = logging.getLogger(__name__)
_LAST_REPORT = [0.0]


def validate_state(name: str, state: torch.Tensor, max_abs: float = 1e4) -> None:
    if torch.compiler.is_compiling():
        return
    bad = ~torch.isfinite(state)
    if bad.any():
        logger.error("%s: %d non-finite entries", name, int(bad.sum()))
        raise FloatingPointError(f"{name} diverged")
    peak = state.abs().max().item()
    if peak > max_abs and time.monotonic() - _LAST_REPORT[0] > 10.0:
        _LAST_REPORT[0] = time.monotonic()
        logger.warning("%s: state magnitude %.3g exceeds %.3g", name, peak, max_abs)
