from __future__ import annotations

import torch
from torch import nn

from .outputs import LogitsMetadata, LogitsProcessorOutput


class LogitsProcessor(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int, final_logit_softcapping=None):
        super().__init__()
        self.vocab_size = vocab_size
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.final_logit_softcapping = final_logit_softcapping

    def _get_logits(self, hidden_states: torch.Tensor, metadata: LogitsMetadata) -> torch.Tensor:
        logits = self.lm_head(hidden_states)
        cap = metadata.final_logit_softcapping or self.final_logit_softcapping
        if cap is not None:
            logits = torch.tanh(logits / cap) * cap
        if metadata.temperature != 1.0:
            logits = logits / metadata.temperature
        return logits

    def forward(self, hidden_states: torch.Tensor, metadata: LogitsMetadata) -> LogitsProcessorOutput:
        logits = self._get_logits(hidden_states, metadata)
        logprobs = torch.log_softmax(logits.float(), dim=-1) if metadata.return_logprob else None
        return LogitsProcessorOutput(
            next_token_logits=logits,
            next_token_logprobs=logprobs,
            hidden_states=hidden_states if metadata.capture_hidden else None,
        )
