from typing import List

import torch
from torch import nn

from .forward_batch_info import ForwardBatch


def _split_by_request(hidden_states: torch.Tensor, extend_seq_lens: torch.Tensor) -> List[torch.Tensor]:
    lens = extend_seq_lens.tolist()
    return list(torch.split(hidden_states, lens, dim=0))


def _get_pruned_states(hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
    if forward_batch.forward_mode.is_decode():
        return hidden_states
    if forward_batch.is_prefill_only:
        chunks = _split_by_request(hidden_states, forward_batch.extend_seq_lens)
        return torch.stack([chunk[-1] for chunk in chunks], dim=0)
    last_index = torch.cumsum(forward_batch.extend_seq_lens, dim=0) - 1
    return hidden_states[last_index]


class LogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, logit_scale: float = 1.0, final_logit_softcapping: float = 0.0):
        super().__init__()
        self.vocab_size = vocab_size
        self.logit_scale = logit_scale
        self.final_logit_softcapping = final_logit_softcapping

    def _get_logits(self, hidden_states: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
        logits = torch.matmul(hidden_states, lm_head.weight.T)
        logits = logits[:, : self.vocab_size]
        if self.logit_scale != 1.0:
            logits = logits * self.logit_scale
        if self.final_logit_softcapping > 0:
            logits = torch.tanh(logits / self.final_logit_softcapping) * self.final_logit_softcapping
        return logits

    def forward(self, hidden_states: torch.Tensor, lm_head: nn.Module, forward_batch: ForwardBatch) -> torch.Tensor:
        pruned = _get_pruned_states(hidden_states, forward_batch)
        return self._get_logits(pruned, lm_head)
