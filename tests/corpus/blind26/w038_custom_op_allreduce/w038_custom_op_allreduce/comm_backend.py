import threading
import time

import torch


class _Backend:
    """Process-local communicator state; never seen by dynamo (lives behind a custom op)."""

    def __init__(self):
        self.world_size = 1
        self.lock = threading.Lock()
        self.registered_ptrs = {}
        self.last_call_ns = 0

    def all_reduce_(self, x: torch.Tensor) -> torch.Tensor:
        with self.lock:
            self.registered_ptrs.setdefault(x.data_ptr(), x.numel())
            self.last_call_ns = time.perf_counter_ns()
        if self.world_size > 1:
            torch.distributed.all_reduce(x)
        return x


BACKENDS = {"tp": _Backend()}
