"""Host-side sanity checks for guided decoding (eager debugging only)."""
from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)


def validate_masks(mask: torch.Tensor, states: torch.Tensor) -> None:
    if torch.compiler.is_compiling():
        return
    empty_rows = (~mask.any(dim=-1)).nonzero().flatten().tolist()
    if empty_rows:
        logger.warning("guided decoding: rows %s have no legal token (states=%s)",
                       empty_rows, states.tolist())
