"""Eager-only sanity checks for pooling inputs.

These run in the eager fallback path and in unit tests; under torch.compile
they are skipped so the graph stays whole.
"""
from __future__ import annotations

import logging
import time

import torch

logger = logging.getLogger(__name__)
_last_warn = [0.0]


def validate_mask(mask: torch.Tensor, hidden: torch.Tensor) -> None:
    if torch.compiler.is_compiling():
        return
    if mask.shape != hidden.shape[:2]:
        raise ValueError(f"mask {tuple(mask.shape)} does not match hidden {tuple(hidden.shape)}")
    empty = (mask.sum(dim=1) == 0).nonzero().flatten().tolist()
    if empty:
        now = time.monotonic()
        if now - _last_warn[0] > 10.0:
            logger.warning("rows %s have an all-zero attention mask", empty)
            _last_warn[0] = now


def report_pooled(pooled: torch.Tensor) -> None:
    if not torch.compiler.is_compiling():
        logger.debug("pooled norm=%.4f", pooled.norm().item())
