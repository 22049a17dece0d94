from collections import deque
from typing import Deque, List, Optional

import torch


class HiddenStateRing:
    """Fixed-size window of the most recent target hidden states fed to the draft head."""

    def __init__(self, window: int, hidden_size: int):
        self.window = window
        self.hidden_size = hidden_size
        self._slots: Deque[torch.Tensor] = deque(
            (torch.zeros(1, hidden_size) for _ in range(window)), maxlen=window
        )
        self._head = 0

    def __len__(self) -> int:
        return len(self._slots)

    @property
    def latest(self) -> torch.Tensor:
        return self._slots[-1]

    def push(self, hidden: torch.Tensor) -> None:
        self._slots[0] = hidden
        self.advance()

    def advance(self, steps: int = 1) -> None:
        self._slots.rotate(-steps)
        self._head = (self._head + steps) % self.window

    def window_states(self) -> List[torch.Tensor]:
        return list(self._slots)

    def stacked(self, out: Optional[torch.Tensor] = None) -> torch.Tensor:
        return torch.cat(self.window_states(), dim=0) if out is None else out
