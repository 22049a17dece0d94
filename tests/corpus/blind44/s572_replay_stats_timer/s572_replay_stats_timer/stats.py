import time
from dataclasses import dataclass, field
from typing import Dict


@dataclass
class ReplayStats:
    """Per-batch-size replay bookkeeping exported to the metrics endpoint."""

    num_replays: int = 0
    num_padded_tokens: int = 0
    per_bs: Dict[int, int] = field(default_factory=dict)
    last_replay_ts: float = 0.0

    def on_replay(self, raw_bs: int, padded_bs: int) -> None:
        self.num_replays += 1
        self.num_padded_tokens += padded_bs - raw_bs
        self.per_bs[padded_bs] = self.per_bs.get(padded_bs, 0) + 1
        self.last_replay_ts = time.perf_counter()

    def padding_ratio(self) -> float:
        if self.num_replays == 0:
            return 0.0
        return self.num_padded_tokens / self.num_replays
