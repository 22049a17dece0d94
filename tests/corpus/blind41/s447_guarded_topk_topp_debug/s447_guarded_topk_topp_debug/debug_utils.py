from __future__ import annotations

import contextlib
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

# set once at import; flipping it later has no effect on already-running workers
ENABLE_NAN_CHECK = os.environ.get("SAMPLER_NAN_CHECK", "1") == "1"


def check_sampling_probs(probs: torch.Tensor, where: str) -> None:
    """Host-side sanity check of a probability batch (forces a device sync)."""
    if torch.compiler.is_compiling():
        return
    if not ENABLE_NAN_CHECK:
        return
    bad_rows = (~torch.isfinite(probs)).any(dim=-1)
    if bad_rows.any():
        idx = bad_rows.nonzero().flatten().tolist()
        logger.warning("non-finite probabilities at %s for rows %s", where, idx)


@contextlib.contextmanager
def sampling_span(name: str):
    """Wall-clock span around a sampling sub-step; no-op inside a compiled region."""
    if torch.compiler.is_compiling():
        yield
        return
    start = time.perf_counter()
    try:
        yield
    finally:
        logger.debug("%s took %.3f ms", name, (time.perf_counter() - start) * 1e3)
