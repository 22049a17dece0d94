import logging
import time
from dataclasses import dataclass
from typing import Dict, Optional

logger = logging.getLogger(__name__)


@dataclass
class CrossKVHandle:
    req_id: str
    slot_start: int
    num_tokens: int
    created_at: float


class EncoderCacheManager:
    """Scheduler-side bookkeeping of which requests own cross-KV slots."""

    def __init__(self, num_slots: int):
        self.num_free_slots = num_slots
        self._next_slot = 0
        self._handles: Dict[str, CrossKVHandle] = {}

    def allocate(self, req_id: str, num_tokens: int) -> Optional[CrossKVHandle]:
        if num_tokens > self.num_free_slots:
            logger.info("not enough cross-KV slots for %s (%d > %d)", req_id, num_tokens, self.num_free_slots)
            return None
        handle = CrossKVHandle(req_id, self._next_slot, num_tokens, time.monotonic())
        self._next_slot += num_tokens
        self.num_free_slots -= num_tokens
        self._handles[req_id] = handle
        return handle

    def get_cross_kv(self, req_id: str) -> Optional[CrossKVHandle]:
        handle = self._handles.get(req_id)
        if handle is None:
            logger.warning("request %s has no cross-KV allocation", req_id)
        else:
            logger.debug("cross-KV hit for %s after %.3fs", req_id, time.monotonic() - handle.created_at)
        return handle

    def free(self, req_id: str) -> None:
        handle = self._handles.pop(req_id, None)
        if handle is not None:
            self.num_free_slots += handle.num_tokens
