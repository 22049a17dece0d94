import logging
import time
from typing import Dict, List

import torch

logger = logging.getLogger(__name__)


class RequestMetricsCollector:
    def __init__(self, log_interval: int):
        self.log_interval = log_interval
        self.num_observed = 0
        self.prompt_tokens: List[int] = []
        self.generation_tokens: List[int] = []
        self.last_log_time = time.time()
        self.last_batch_time = self.last_log_time
        self.inter_batch_latency: List[float] = []

    def observe_batch(self, seq_lens: torch.Tensor, num_new_tokens: int) -> None:
        now = time.time()
        self.inter_batch_latency.append(now - self.last_batch_time)
        self.last_batch_time = now
        self.prompt_tokens.extend(seq_lens.tolist())
        self.generation_tokens.append(num_new_tokens)
        self.num_observed += 1
        if self.num_observed % self.log_interval == 0:
            self._log()

    def _log(self) -> None:
        now = time.time()
        elapsed = now - self.last_log_time
        gen = sum(self.generation_tokens)
        logger.info(
            "Decode batch. #reqs: %d, gen throughput (token/s): %.2f",
            len(self.prompt_tokens),
            gen / max(elapsed, 1e-6),
        )
        self.last_log_time = now

    def snapshot(self) -> Dict[str, float]:
        return {
            "num_observed": float(self.num_observed),
            "prompt_tokens": float(sum(self.prompt_tokens)),
            "generation_tokens": float(sum(self.generation_tokens)),
        }
