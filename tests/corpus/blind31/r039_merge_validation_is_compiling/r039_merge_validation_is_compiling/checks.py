from __future__ import annotations

import logging
import math

import torch

logger = logging.getLogger(__name__)

# Flip to True when debugging a bad soup; never set in production.
DEBUG_MERGE = False


def validate_soup_weights(coeffs) -> None:
    if torch.compiler.is_compiling():
        return
    total = sum(coeffs)
    if not math.isclose(total, 1.0, rel_tol=1e-3):
        logger.warning("soup coefficients sum to %.4f, renormalising", total)


def debug_dump(name: str, t: torch.Tensor) -> None:
    if DEBUG_MERGE:
        print(f"[merge] {name}: norm={t.norm().item():.4f} max={t.abs().max().item():.4f}")
