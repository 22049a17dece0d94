"""Cache hit accounting shared by all sessions."""
import logging
from collections import Counter

logger = logging.getLogger(__name__)


class TurnStats:
    def __init__(self):
        self.counts = Counter()

    def record(self, session_id: str, reused: int, fresh: int) -> None:
        self.counts["reused_tokens"] += reused
        self.counts["fresh_tokens"] += fresh
        logger.debug("session=%s reused=%d fresh=%d", session_id, reused, fresh)

    def reuse_ratio(self) -> float:
        total = self.counts["reused_tokens"] + self.counts["fresh_tokens"]
        return self.counts["reused_tokens"] / max(1, total)


GLOBAL_STATS = TurnStats()
