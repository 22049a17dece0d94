from typing import Optional

import torch
from torch import nn

from .precision import with_matmul_precision


class LogitsProcessor(nn.Module):
    def __init__(
        self,
        vocab_size: int,
        logit_scale: float = 1.0,
        soft_cap: Optional[float] = None,
    ) -> None:
        super().__init__()
        self.vocab_size = vocab_size
        self.logit_scale = logit_scale
        self.soft_cap = soft_cap

    def _apply_soft_cap(self, logits: torch.Tensor) -> torch.Tensor:
        if self.soft_cap is None:
            return logits
        return torch.tanh(logits / self.soft_cap) * self.soft_cap

    @with_matmul_precision("highest")
    def forward(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = torch.matmul(hidden_states.float(), lm_head_weight.float().t())
        if self.logit_scale != 1.0:
            logits = logits * self.logit_scale
        logits = self._apply_soft_cap(logits)
        return logits[..., : self.vocab_size]
