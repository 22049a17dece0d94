"""Debug helpers for inspecting hidden states handed to the draft model."""
from __future__ import annotations

import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

SPEC_DEBUG_HIDDEN = os.environ.get("SGLANG_SPEC_DEBUG_HIDDEN", "0") == "1"
_last_report = [0.0]


def report_hidden_stats(name: str, hidden: torch.Tensor, every_s: float = 10.0) -> None:
    now = time.monotonic()
    if now - _last_report[0] < every_s and not SPEC_DEBUG_HIDDEN:
        return
    _last_report[0] = now
    flat = hidden.float().reshape(-1, hidden.shape[-1])
    stats = {
        "mean": flat.mean().item(),
        "absmax": flat.abs().max().item(),
        "row_norms": flat.norm(dim=-1)[:4].tolist(),
    }
    logger.info("hidden handoff %s: %s", name, stats)
