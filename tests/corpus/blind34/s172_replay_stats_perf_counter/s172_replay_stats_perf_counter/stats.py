import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Dict


@dataclass
class BucketStats:
    replays: int = 0
    padded_tokens: int = 0
    last_replay_ts: float = 0.0


@dataclass
class ReplayStats:
    """Bookkeeping for captured-graph replays, exported to the metrics endpoint."""

    per_bucket: Dict[int, BucketStats] = field(default_factory=lambda: defaultdict(BucketStats))
    total_replays: int = 0

    def on_replay(self, bucket: int, real_bs: int) -> None:
        entry = self.per_bucket[bucket]
        entry.replays += 1
        entry.padded_tokens += bucket - real_bs
        entry.last_replay_ts = time.perf_counter()
        self.total_replays += 1

    def snapshot(self) -> Dict[int, int]:
        return {b: s.replays for b, s in self.per_bucket.items()}
