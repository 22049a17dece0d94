from dataclasses import dataclass, field
from typing import List


@dataclass
class SchedulerConfig:
    max_num_seqs: int = 8
    enable_nan_watchdog: bool = False
    watchdog_cmd: List[str] = field(default_factory=lambda: ["/usr/bin/logger", "-t", "nan-watchdog"])
