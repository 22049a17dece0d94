import threading

import torch


class DroppedTokenStats:
    """Running count of token copies dropped by capacity-limited dispatch.

    Shared between the model thread and the metrics exporter, hence the lock.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self.total_dropped = torch.zeros((), dtype=torch.long)
        self.num_batches = 0

    def update(self, num_dropped: torch.Tensor) -> None:
        with self._lock:
            self.total_dropped += num_dropped
            self.num_batches += 1

    def snapshot(self) -> dict:
        with self._lock:
            return {"dropped": int(self.total_dropped), "batches": self.num_batches}


EP_DROP_STATS = DroppedTokenStats()
