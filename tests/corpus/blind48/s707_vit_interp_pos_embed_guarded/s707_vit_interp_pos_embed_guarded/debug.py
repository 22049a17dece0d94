"""Eager-only sanity checks used while bringing up new checkpoints."""
import logging
import os

import torch

logger = logging.getLogger(__name__)

STRICT = os.environ.get("VIT_STRICT_CHECKS", "0") == "1"


def check_finite(name: str, t: torch.Tensor) -> None:
    if not torch.isfinite(t).all().item():
        bad = (~torch.isfinite(t)).sum().item()
        logger.error("%s has %d non-finite values", name, bad)
        if STRICT:
            raise FloatingPointError(name)


def log_resize(src: tuple, dst: tuple) -> None:
    logger.info("interpolating position embeddings %s -> %s", src, dst)
