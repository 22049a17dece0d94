import threading
from dataclasses import dataclass, field


@dataclass
class GradientAccumulationState:
    """Tracks micro-batches between optimizer steps.

    The counter is shared with the async checkpoint thread, which reads
    ``completed_steps`` while the trainer is running.
    """

    accumulation_steps: int = 4
    micro_step: int = 0
    completed_steps: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def loss_divisor(self) -> float:
        return float(self.accumulation_steps)

    def advance(self) -> bool:
        with self._lock:
            self.micro_step += 1
            sync = self.micro_step % self.accumulation_steps == 0
            if sync:
                self.completed_steps += 1
        return sync
