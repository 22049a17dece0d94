"""Process-wide staging buffer shared by every EP dispatcher of a worker.

Several MoE layers (and the overlap scheduler thread) may ask for the buffer,
so (re)allocation happens under a lock.
"""
import threading
from typing import Optional

import torch

_BUFFER_LOCK = threading.Lock()


class EPStagingBuffer:
    _buffer: Optional[torch.Tensor] = None
    _num_allocations: int = 0

    @classmethod
    def get(cls, num_tokens: int, hidden_size: int, dtype: torch.dtype) -> torch.Tensor:
        needed = num_tokens * hidden_size
        with _BUFFER_LOCK:
            buf = cls._buffer
            if buf is None or buf.numel() < needed or buf.dtype != dtype:
                buf = torch.empty(needed, dtype=dtype)
                cls._buffer = buf
                cls._num_allocations += 1
        return buf[:needed].view(num_tokens, hidden_size)

    @classmethod
    def reset(cls) -> None:
        with _BUFFER_LOCK:
            cls._buffer = None
