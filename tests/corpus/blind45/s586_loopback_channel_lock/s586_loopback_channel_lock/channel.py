import threading
from typing import Dict, Optional

import torch


class TensorMailbox:
    """Keyed tensor mailbox shared by all stages living in one process.

    The async output thread reads finished micro-batches from the same mailbox,
    hence the lock.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._slots: Dict[str, torch.Tensor] = {}

    def put(self, key: str, tensor: torch.Tensor) -> None:
        with self._lock:
            self._slots[key] = tensor

    def take(self, key: str) -> Optional[torch.Tensor]:
        with self._lock:
            return self._slots.pop(key, None)


_MAILBOX = TensorMailbox()


def get_mailbox() -> TensorMailbox:
    return _MAILBOX
