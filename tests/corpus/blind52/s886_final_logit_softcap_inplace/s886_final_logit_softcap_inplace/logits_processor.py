from typing import Optional

import torch
from torch import nn

from .utils import soft_cap_


class LogitsProcessor(nn.Module):
    def __init__(
        self,
        vocab_size: int,
        org_vocab_size: Optional[int] = None,
        scale: float = 1.0,
        logits_as_input: bool = False,
        soft_cap: Optional[float] = None,
    ) -> None:
        super().__init__()
        self.scale = scale
        self.vocab_size = vocab_size
        self.logits_as_input = logits_as_input
        self.org_vocab_size = org_vocab_size or vocab_size
        self.soft_cap = soft_cap

    def _get_logits(self, hidden_states: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
        logits = torch.matmul(hidden_states, lm_head.weight.t())
        if getattr(lm_head, "bias", None) is not None:
            logits = logits + lm_head.bias
        return logits[..., : self.org_vocab_size]

    def forward(self, lm_head: nn.Module, hidden_states: torch.Tensor) -> torch.Tensor:
        if self.logits_as_input:
            logits = hidden_states
        else:
            logits = self._get_logits(hidden_states, lm_head)
        if self.soft_cap is not None:
            logits = soft_cap_(logits, self.soft_cap)
        if self.scale != 1.0:
            logits = logits * self.scale
        return logits
