"""Speech-ratio statistics for dashboards; eager-only."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class SpeechRatioTracker:
    def __init__(self):
        self.frames = 0
        self.speech = 0
        self.last_report = time.monotonic()

    def observe(self, mask: torch.Tensor) -> None:
        # graph-unfriendly on purpose: host sync + logging, skipped under compile
        if torch.compiler.is_compiling():
            return
        self.frames += mask.numel()
        self.speech += int(mask.sum().item())
        now = time.monotonic()
        if now - self.last_report > 10.0:
            logger.info("speech ratio %.3f", self.speech / max(self.frames, 1))
            self.last_report = now
