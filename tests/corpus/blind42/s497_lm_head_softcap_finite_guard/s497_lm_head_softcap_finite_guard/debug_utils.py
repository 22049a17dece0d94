"""Eager-mode diagnostics for NaN/Inf logits (enabled by --debug-nan-logits)."""
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

_DUMP_DIR = os.environ.get("SGLANG_NAN_DUMP_DIR")


def report_non_finite_logits(logits: torch.Tensor, where: str) -> None:
    bad = ~torch.isfinite(logits)
    if bad.any():
        rows = bad.any(dim=-1).nonzero().flatten().tolist()
        logger.error("non-finite logits in %s for batch rows %s", where, rows)
        if _DUMP_DIR:
            torch.save(logits.cpu(), os.path.join(_DUMP_DIR, f"logits_{int(time.time())}.pt"))
        raise FloatingPointError(f"non-finite logits in {where}")
