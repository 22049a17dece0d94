"""KV-cache event stream consumed by the external KV-aware router."""
import logging
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import List, Optional

logger = logging.getLogger(__name__)


@dataclass
class BlockStored:
    block_hashes: List[int]
    parent_block_hash: Optional[int]
    token_ids: List[int]
    block_size: int
    ts: float = field(default_factory=time.time)


class EventPublisher:
    def __init__(self, endpoint: str, buffer_steps: int):
        self.endpoint = endpoint
        self._queue: "queue.Queue[BlockStored]" = queue.Queue(maxsize=buffer_steps)
        self._thread = threading.Thread(target=self._run, daemon=True, name="kv-events")
        self._started = False

    def publish(self, event: BlockStored) -> None:
        if not self._started:
            self._thread.start()
            self._started = True
        try:
            self._queue.put_nowait(event)
        except queue.Full:
            logger.warning("kv event queue full, dropping %s", type(event).__name__)

    def _run(self) -> None:
        while True:
            event = self._queue.get()
            logger.debug("publish %s to %s", event, self.endpoint)
