import logging

import torch

logger = logging.getLogger(__name__)


def validate_adapter_ids(adapter_ids: torch.Tensor, num_slots: int) -> None:
    """Eager-only sanity check: catches scheduler bugs that would index garbage slots."""
    hi = int(adapter_ids.max().item())
    lo = int(adapter_ids.min().item())
    if lo < 0 or hi >= num_slots:
        logger.error("adapter ids out of range [%d, %d] for %d slots", lo, hi, num_slots)
        raise IndexError("bad adapter slot")


def check_slot_shapes(a: torch.Tensor, b: torch.Tensor, rank: int) -> None:
    """Called once when an adapter is hot-loaded into a slot."""
    if a.shape[-2] != rank or b.shape[-1] != rank:
        raise ValueError(f"adapter rank mismatch: A{tuple(a.shape)} B{tuple(b.shape)} r={rank}")
    if not torch.isfinite(a).all() or not torch.isfinite(b).all():
        logger.warning("adapter weights contain non-finite values")
