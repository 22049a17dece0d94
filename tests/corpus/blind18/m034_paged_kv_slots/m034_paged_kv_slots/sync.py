import contextlib
import threading


class ThreadSafeMixin:
    """Serialises bookkeeping between the scheduler and the model thread."""

    _lock_factory = threading.RLock

    def _init_lock(self) -> None:
        self._lock = self._lock_factory()

    @contextlib.contextmanager
    def locked(self):
        with self._lock:
            yield self
