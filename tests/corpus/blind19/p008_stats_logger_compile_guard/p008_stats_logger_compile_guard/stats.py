from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Dict, List

import torch

logger = logging.getLogger(__name__)


@dataclass
class StepStats:
    num_steps: int = 0
    num_tokens: int = 0
    max_logit: List[float] = field(default_factory=list)
    timings: Dict[str, List[float]] = field(default_factory=dict)
    last_log_time: float = 0.0


class StatLogger:
    def __init__(self, log_interval_s: float = 10.0):
        self.log_interval_s = log_interval_s
        self.stats = StepStats()

    def record_step(self, logits: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        self.stats.num_steps += 1
        self.stats.num_tokens += logits.shape[0]
        self.stats.max_logit.append(logits.max().item())
        now = time.monotonic()
        if now - self.stats.last_log_time > self.log_interval_s:
            logger.info(
                "steps=%d tokens=%d max_logit=%.3f",
                self.stats.num_steps,
                self.stats.num_tokens,
                self.stats.max_logit[-1],
            )
            self.stats.last_log_time = now
