import threading

import torch


class TokenToKVPool:
    """Flat KV buffers indexed by slot; shared by scheduler and model threads."""

    def __init__(self, size: int, head_dim: int, dtype=torch.float32):
        self.k_buffer = torch.zeros(size, head_dim, dtype=dtype)
        self.v_buffer = torch.zeros(size, head_dim, dtype=dtype)
        self._lock = threading.Lock()

    def set_kv_buffer(self, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        with self._lock:
            self.k_buffer.index_copy_(0, loc, k)
            self.v_buffer.index_copy_(0, loc, v)

    def get_kv_buffer(self):
        return self.k_buffer, self.v_buffer
