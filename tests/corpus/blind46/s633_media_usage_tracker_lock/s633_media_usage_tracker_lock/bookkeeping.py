"""Per-request accounting of how many encoder tokens each modality consumed."""
import threading
from collections import defaultdict


class MediaUsageTracker:
    """Shared between the scheduler thread and the model runner."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tokens_by_modality: dict[str, int] = defaultdict(int)
        self._items_by_modality: dict[str, int] = defaultdict(int)

    def record(self, modality: str, num_items: int, num_tokens: int) -> None:
        with self._lock:
            self._items_by_modality[modality] += num_items
            self._tokens_by_modality[modality] += num_tokens

    def snapshot(self) -> dict[str, tuple[int, int]]:
        with self._lock:
            return {
                m: (self._items_by_modality[m], self._tokens_by_modality[m])
                for m in self._tokens_by_modality
            }
