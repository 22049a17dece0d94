from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .metrics import record_stage


@dataclass
class LogitsMetadata:
    extend_seq_lens: torch.Tensor
    return_last_only: bool = True

    def last_token_index(self) -> torch.Tensor:
        return torch.cumsum(self.extend_seq_lens, dim=0) - 1


@dataclass
class LogitsProcessorOutput:
    next_token_logits: torch.Tensor
    hidden_states: Optional[torch.Tensor] = None


class LogitsProcessor(nn.Module):
    def __init__(self, config, skip_all_gather: bool = True):
        super().__init__()
        self.config = config
        self.skip_all_gather = skip_all_gather
        self.final_logit_softcapping = getattr(config, "final_logit_softcapping", None)

    def forward(self, input_ids, hidden_states, lm_head, logits_metadata: LogitsMetadata) -> LogitsProcessorOutput:
        if logits_metadata.return_last_only:
            pruned_states = hidden_states[logits_metadata.last_token_index()]
        else:
            pruned_states = hidden_states
        logits = self._get_logits(pruned_states, lm_head)
        return LogitsProcessorOutput(next_token_logits=logits)

    @record_stage("lm_head")
    def _get_logits(self, hidden_states: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
        logits = torch.matmul(hidden_states.to(lm_head.weight.dtype), lm_head.weight.T)
        logits = logits[:, : self.config.vocab_size]
        if self.final_logit_softcapping:
            logits = torch.tanh(logits / self.final_logit_softcapping) * self.final_logit_softcapping
        return logits
