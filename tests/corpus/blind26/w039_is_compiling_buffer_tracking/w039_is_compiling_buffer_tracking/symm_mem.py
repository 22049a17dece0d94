import threading
import time
import weakref

import torch


class SymmetricBufferTracker:
    """Eager-mode bookkeeping of buffers that peers may read via IPC handles."""

    def __init__(self):
        self._seen = {}
        self._owners = weakref.WeakValueDictionary()
        self._lock = threading.Lock()

    def track(self, name: str, t: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            # Under torch.compile the buffers are static; capture-time
            # registration is done by the runner before compilation.
            return
        with self._lock:
            self._seen[t.data_ptr()] = (name, time.monotonic(), threading.get_ident())

    def num_tracked(self) -> int:
        return len(self._seen)


TRACKER = SymmetricBufferTracker()
