from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .decorators import deprecate_kwarg, retry


class LogitsProcessor(nn.Module):
    def __init__(
        self,
        hidden_size: int = 8,
        vocab_size: int = 32,
        logit_scale: float = 1.0,
        final_logit_softcapping: Optional[float] = 30.0,
    ):
        super().__init__()
        self.vocab_size = vocab_size
        self.logit_scale = logit_scale
        self.final_logit_softcapping = final_logit_softcapping
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def _get_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = F.linear(hidden_states, self.lm_head.weight)
        if self.logit_scale != 1.0:
            logits = logits * self.logit_scale
        if self.final_logit_softcapping is not None:
            cap = self.final_logit_softcapping
            logits = torch.tanh(logits / cap) * cap
        return logits

    @retry(max_retries=1)
    @deprecate_kwarg("sampling_temperature", new_name="temperature", version="0.7")
    def forward(
        self,
        hidden_states: torch.Tensor,
        temperature: Optional[torch.Tensor] = None,
    ) -> torch.Tensor:
        logits = self._get_logits(hidden_states)
        if temperature is not None:
            logits = logits / temperature.unsqueeze(-1)
        return logits.float().log_softmax(dim=-1)


logits_processor = LogitsProcessor()
compiled_logits_processor = torch.compile(logits_processor, fullgraph=True)
