"""Debug / validation helpers for sparse inputs.

Strict checks are expensive (they sync the device) and are switched on with
RANKER_STRICT_IDS=1 in offline replay jobs only.
"""
from __future__ import annotations

import logging
import os

import torch

logger = logging.getLogger(__name__)

STRICT_ID_CHECKS = os.environ.get("RANKER_STRICT_IDS_S330", "0") == "1"

_batches_seen = {"count": 0}


def validate_ids(name: str, ids: torch.Tensor, num_embeddings: int) -> None:
    if STRICT_ID_CHECKS:
        hi = int(ids.max().item())
        if hi >= num_embeddings:
            raise IndexError(f"{name}: id {hi} >= table size {num_embeddings}")


def trace_batch(name: str, ids: torch.Tensor) -> None:
    if torch.compiler.is_compiling():
        return
    _batches_seen["count"] += 1
    logger.info("feature %s: batch %s, %d ids", name, tuple(ids.shape), ids.numel())
    print(f"[ranker] {name} batch={_batches_seen['count']}")
