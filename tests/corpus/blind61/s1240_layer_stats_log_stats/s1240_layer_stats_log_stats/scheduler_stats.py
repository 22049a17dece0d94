import logging
import time
from dataclasses import dataclass, field
from typing import List

logger = logging.getLogger(__name__)


@dataclass
class SchedulerStats:
    num_running_reqs: int = 0
    num_queue_reqs: int = 0
    token_usage: float = 0.0
    gen_throughput: float = 0.0
    last_log_time: float = field(default_factory=time.time)
    history: List[float] = field(default_factory=list)

    def log_stats(self, num_generated_tokens: int) -> None:
        now = time.time()
        elapsed = max(now - self.last_log_time, 1e-6)
        self.gen_throughput = num_generated_tokens / elapsed
        self.history.append(self.gen_throughput)
        self.last_log_time = now
        logger.info(
            "Decode batch. #running-req: %d, #queue-req: %d, token usage: %.2f, "
            "gen throughput (token/s): %.2f",
            self.num_running_reqs,
            self.num_queue_reqs,
            self.token_usage,
            self.gen_throughput,
        )
