from __future__ import annotations

import logging
import time
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

from . import envs

logger = logging.getLogger(__name__)

track_batchsize: bool = envs.ENGINE_LOG_BATCHSIZE_INTERVAL >= 0
last_logging_time: float = 0
forward_start_time: float = 0
batchsize_logging_interval: float = envs.ENGINE_LOG_BATCHSIZE_INTERVAL
batchsize_forward_time: Dict[int, List[float]] = defaultdict(list)


@dataclass
class ForwardContext:
    attn_metadata: Any
    virtual_engine: int
    num_tokens: int


_forward_context: Optional[ForwardContext] = None


def get_forward_context() -> ForwardContext:
    assert _forward_context is not None, (
        "Forward context is not set. "
        "Please use `set_forward_context` to set the forward context."
    )
    return _forward_context


@contextmanager
def set_forward_context(attn_metadata: Any, num_tokens: int, virtual_engine: int = 0):
    global forward_start_time, last_logging_time, _forward_context
    need_to_track_batchsize = track_batchsize and attn_metadata is not None
    if need_to_track_batchsize:
        forward_start_time = time.perf_counter()
    prev_context = _forward_context
    _forward_context = ForwardContext(
        attn_metadata=attn_metadata, virtual_engine=virtual_engine, num_tokens=num_tokens
    )
    try:
        yield
    finally:
        if need_to_track_batchsize:
            now = time.perf_counter()
            batchsize_forward_time[num_tokens].append((now - forward_start_time) * 1000)
            if now - last_logging_time > batchsize_logging_interval:
                last_logging_time = now
                logger.info("Batchsize forward time stats: %s", dict(batchsize_forward_time))
        _forward_context = prev_context
