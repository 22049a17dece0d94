"""Per-process collective accounting, dumped by the /get_server_info endpoint."""
import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)

_BYTES = defaultdict(int)
_CALLS = defaultdict(int)
_LAST_TS = {}


def record_collective(op: str, tensor: torch.Tensor) -> None:
    nbytes = tensor.numel() * tensor.element_size()
    _BYTES[op] += nbytes
    _CALLS[op] += 1
    _LAST_TS[op] = time.monotonic()
    logger.debug("%s: %d bytes (total %d calls)", op, nbytes, _CALLS[op])


def snapshot() -> dict:
    return {op: {"bytes": _BYTES[op], "calls": _CALLS[op]} for op in _CALLS}
