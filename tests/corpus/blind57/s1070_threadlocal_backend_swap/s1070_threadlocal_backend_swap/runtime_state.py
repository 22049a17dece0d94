"""Thread-local runtime flags and the process-wide attention backend slot."""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

_tls = threading.local()


def is_graph_capturing() -> bool:
    return getattr(_tls, "capturing", False)


@contextmanager
def graph_capture() -> Iterator[None]:
    prev = is_graph_capturing()
    _tls.capturing = True
    try:
        yield
    finally:
        _tls.capturing = prev


def get_compute_dtype():
    import torch

    return getattr(_tls, "compute_dtype", torch.bfloat16)


def set_compute_dtype(dtype) -> None:
    _tls.compute_dtype = dtype
