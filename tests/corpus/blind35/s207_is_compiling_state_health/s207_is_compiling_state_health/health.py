import logging

import torch

logger = logging.getLogger(__name__)

_STATS = {"nonfinite_resets": 0}


def _report_nonfinite(state: torch.Tensor) -> None:
    bad = (~torch.isfinite(state)).flatten(1).any(dim=1)
    if bad.any():
        _STATS["nonfinite_resets"] += int(bad.sum().item())
        logger.warning("SSM state went non-finite in %d sequences", int(bad.sum()))


def sanitize_state(state: torch.Tensor) -> torch.Tensor:
    """Clamp exploding states; count them when running eagerly."""
    if not torch.compiler.is_compiling():
        _report_nonfinite(state)
    return torch.nan_to_num(state, nan=0.0, posinf=1e4, neginf=-1e4)
