from __future__ import annotations

import logging
import os
import time

import torch

from . import envs

logger = logging.getLogger(__name__)


def check_logits(logits: torch.Tensor, stage: str) -> None:
    bad = ~torch.isfinite(logits) & (logits != float("-inf"))
    num_bad = int(bad.sum().item())
    if num_bad:
        path = os.path.join(envs.SAMPLER_DEBUG_DUMP_DIR, f"{stage}-{time.time_ns()}.pt")
        os.makedirs(envs.SAMPLER_DEBUG_DUMP_DIR, exist_ok=True)
        torch.save(logits.cpu(), path)
        logger.error("%d non-finite logits after %s, dumped to %s", num_bad, stage, path)
        raise FloatingPointError(f"non-finite logits after {stage}")
