import threading

from .masks import build_sliding_window_mask


class SlidingWindowMaskCache:
    """Process-wide cache of sliding-window masks, shared by all SWA layers.

    The scheduler thread and the model thread both touch the cache, hence the lock.
    """

    def __init__(self, max_entries: int = 32):
        self._lock = threading.Lock()
        self._masks = {}
        self._max_entries = max_entries

    def _evict_if_full(self):
        if len(self._masks) >= self._max_entries:
            self._masks.pop(next(iter(self._masks)))

    def get(self, q_len: int, kv_len: int, window: int, device):
        key = (q_len, kv_len, window, str(device))
        with self._lock:
            mask = self._masks.get(key)
            if mask is None:
                self._evict_if_full()
                mask = build_sliding_window_mask(q_len, kv_len, window, device)
                self._masks[key] = mask
        return mask


GLOBAL_SWA_MASK_CACHE = SlidingWindowMaskCache()
