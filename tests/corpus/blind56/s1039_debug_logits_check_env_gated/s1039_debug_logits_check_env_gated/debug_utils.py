import logging

import torch

logger = logging.getLogger(__name__)


class NonFiniteLogitsError(FloatingPointError):
    """Raised by the debug checker when logits contain NaN/Inf values."""


def check_finite(name: str, t: torch.Tensor) -> None:
    bad = ~torch.isfinite(t)
    if bad.any():
        rows = bad.any(dim=-1).nonzero().flatten().tolist()
        logger.error("%s has non-finite values in rows %s", name, rows)
        raise NonFiniteLogitsError(f"{name}: non-finite values in rows {rows}")


def dump_stats(name: str, t: torch.Tensor) -> None:
    logger.debug(
        "%s: shape=%s mean=%.4f max=%.4f", name, tuple(t.shape), t.mean().item(), t.max().item()
    )
