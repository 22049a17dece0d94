import threading

import torch

_BUFFER_LOCK = threading.Lock()
_REGISTERED: dict = {}


def register_buffer(name: str, t: torch.Tensor) -> torch.Tensor:
    with _BUFFER_LOCK:
        _REGISTERED[name] = t.shape
    return t
