import time
from dataclasses import dataclass, field


@dataclass
class BaseStepMetrics:
    num_steps: int = 0
    num_generated_tokens: int = 0
    last_step_start: float = 0.0
    step_latencies: list = field(default_factory=list)

    @property
    def now(self) -> float:
        return time.perf_counter()

    def mark_step(self, num_tokens: int) -> None:
        start = self.now
        if self.last_step_start:
            self.step_latencies.append(start - self.last_step_start)
        self.last_step_start = start
        self.num_steps += 1
        self.num_generated_tokens += num_tokens


@dataclass
class DecodeMetrics(BaseStepMetrics):
    num_finished_requests: int = 0

    def throughput(self) -> float:
        total = sum(self.step_latencies)
        return self.num_generated_tokens / total if total else 0.0
