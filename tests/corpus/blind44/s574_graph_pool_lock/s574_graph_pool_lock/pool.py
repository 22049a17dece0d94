import threading
from typing import Dict

import torch


class GraphOutputPool:
    """Output buffers keyed by captured batch size, shared between graph pieces.

    The pool is shared by the scheduler thread and the detokenizer, hence the lock.
    """

    def __init__(self, hidden_size: int):
        self.hidden_size = hidden_size
        self._lock = threading.Lock()
        self._outputs: Dict[int, torch.Tensor] = {}

    def get_output_buffer(self, bs: int) -> torch.Tensor:
        with self._lock:
            buf = self._outputs.get(bs)
            if buf is None:
                buf = torch.zeros(bs, self.hidden_size)
                self._outputs[bs] = buf
            return buf

    def release(self, bs: int) -> None:
        with self._lock:
            self._outputs.pop(bs, None)


_GLOBAL_POOLS: Dict[int, GraphOutputPool] = {}


def get_global_pool(hidden_size: int) -> GraphOutputPool:
    if hidden_size not in _GLOBAL_POOLS:
        _GLOBAL_POOLS[hidden_size] = GraphOutputPool(hidden_size)
    return _GLOBAL_POOLS[hidden_size]
