import threading

import torch


class StatePool:
    """State rows reused across requests; the async scheduler thread frees rows."""

    def __init__(self, rows: int, d: int, n: int):
        self._lock = threading.Lock()
        self.states = torch.zeros(rows, d, n)
        self.generation = 0

    def read(self, rows: torch.Tensor) -> torch.Tensor:
        with self._lock:
            return self.states[rows]

    def write(self, rows: torch.Tensor, values: torch.Tensor) -> None:
        self.states[rows] = values
        self.generation += 1

    def reset_rows(self, rows: torch.Tensor) -> None:
        """Called by the scheduler thread when a request finishes or is preempted."""
        with self._lock:
            self.states[rows] = 0.0
            self.generation += 1

    def snapshot(self) -> torch.Tensor:
        with self._lock:
            return self.states.clone()
