"""Dropout-rate schedules ("early dropout" / "late dropout")."""
import logging
import math

logger = logging.getLogger(__name__)


class CosineDropoutSchedule:
    def __init__(self, start: float, end: float, total_steps: int):
        self.start = start
        self.end = end
        self.total_steps = total_steps

    def rate(self, step: int) -> float:
        t = min(step, self.total_steps) / self.total_steps
        p = self.end + 0.5 * (self.start - self.end) * (1 + math.cos(math.pi * t))
        logger.debug("dropout schedule: step=%d p=%.4f", step, p)
        return p


class ConstantDropoutSchedule:
    def __init__(self, p: float):
        self.p = p

    def rate(self, step: int) -> float:
        return self.p
