"""Per-batch guided logits processor with a compiled step."""
from __future__ import annotations

import torch

from .fsm import RegexFSM, build_digit_fsm

NEG_INF = float("-inf")


class GuidedLogitsProcessor:
    def __init__(self, fsm: RegexFSM, batch_size: int):
        self.fsm = fsm
        self.states = torch.zeros(batch_size, dtype=torch.long)

    def _row_mask(self, row: int) -> torch.Tensor:
        state = int(self.states[row])
        return self.fsm.allowed_mask(state)

    def build_mask(self, batch_size: int) -> torch.Tensor:
        rows = [self._row_mask(i) for i in range(batch_size)]
        return torch.stack(rows, dim=0)

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        mask = self.build_mask(logits.shape[0])
        return logits.masked_fill(~mask, NEG_INF)


_PROCESSOR = GuidedLogitsProcessor(build_digit_fsm(8), batch_size=4)


@torch.compile(fullgraph=True)
def guided_step(logits: torch.Tensor) -> torch.Tensor:
    logits = logits.float()
    masked = _PROCESSOR(logits)
    return torch.log_softmax(masked, dim=-1)
