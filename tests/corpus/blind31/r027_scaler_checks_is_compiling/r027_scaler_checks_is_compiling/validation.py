import logging

import torch

logger = logging.getLogger(__name__)


def check_finite_stats(loc: torch.Tensor, scale: torch.Tensor, where: str) -> None:
    """Eager-only sanity checks; costly host syncs, so skipped in compiled graphs."""
    if torch.compiler.is_compiling():
        return
    n_bad = int((~torch.isfinite(loc)).sum().item())
    if n_bad:
        logger.warning("%s: %d non-finite location values", where, n_bad)
    if scale.min().item() <= 0:
        raise ValueError(f"{where}: non-positive scale")
