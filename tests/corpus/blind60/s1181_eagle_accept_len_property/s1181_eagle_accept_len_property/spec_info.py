from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import List, Optional

import torch


class CaptureHiddenMode(enum.IntEnum):
    NULL = 0
    LAST = 1
    FULL = 2

    def need_capture(self) -> bool:
        return self != CaptureHiddenMode.NULL

    def is_full(self) -> bool:
        return self == CaptureHiddenMode.FULL


@dataclass
class EagleDraftInput:
    # Hidden states handed over from the target model after verification.
    hidden_states: torch.Tensor
    # Last accepted token of every request, shape (bs,).
    verified_id: torch.Tensor
    # Number of accepted draft tokens per request, shape (bs,).
    accept_length: torch.Tensor
    capture_hidden_mode: CaptureHiddenMode = CaptureHiddenMode.LAST
    topk: int = 1
    positions: Optional[torch.Tensor] = None
    extra: List[torch.Tensor] = field(default_factory=list)

    @property
    def batch_size(self) -> int:
        return self.verified_id.shape[0]

    @property
    def accept_length_cpu(self) -> List[int]:
        return self.accept_length.tolist()

    @property
    def num_extend_tokens(self) -> int:
        # every request re-extends its accepted tokens plus the bonus token
        return sum(self.accept_length_cpu) + self.batch_size

    def select_last_hidden(self) -> torch.Tensor:
        if not self.capture_hidden_mode.is_full():
            return self.hidden_states
        last = torch.cumsum(self.accept_length + 1, dim=0) - 1
        return self.hidden_states.index_select(0, last)

    def filter_batch(self, keep: torch.Tensor) -> "EagleDraftInput":
        return EagleDraftInput(
            hidden_states=self.hidden_states[keep],
            verified_id=self.verified_id[keep],
            accept_length=self.accept_length[keep],
            capture_hidden_mode=self.capture_hidden_mode,
            topk=self.topk,
        )
