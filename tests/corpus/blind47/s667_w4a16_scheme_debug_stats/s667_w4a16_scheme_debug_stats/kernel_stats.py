import logging
import time
from collections import Counter
from typing import Tuple

import torch

logger = logging.getLogger(__name__)

_SEEN_SHAPES: Counter = Counter()
_LAST_LOG = [0.0]


def record_gemm_shape(layer_name: str, m: int, n: int, k: int) -> None:
    _SEEN_SHAPES[(layer_name, m, n, k)] += 1
    now = time.monotonic()
    if now - _LAST_LOG[0] > 30.0:
        _LAST_LOG[0] = now
        logger.info("w4a16 gemm shapes so far: %s", dict(_SEEN_SHAPES))


def validate_group_scales(layer_name: str, scales: torch.Tensor) -> None:
    bad = (scales <= 0).nonzero().tolist()
    if bad:
        raise ValueError(f"{layer_name}: non-positive group scales at {bad[:4]}")


def shape_key(x: torch.Tensor, w: torch.Tensor) -> Tuple[int, int, int]:
    return x.shape[0], w.shape[0], x.shape[1]
