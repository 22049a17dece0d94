from dataclasses import dataclass

import torch
import torch.nn as nn

from .batch_invariant_ops import log_softmax_batch_invariant
from .server_args import get_global_server_args


@dataclass
class LogitsProcessorOutput:
    next_token_logits: torch.Tensor
    next_token_logprobs: torch.Tensor
    top_logprobs_val: torch.Tensor
    top_logprobs_idx: torch.Tensor


class LogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, logit_scale: float = 1.0):
        super().__init__()
        self.vocab_size = vocab_size
        self.logit_scale = logit_scale

    def _get_logits(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = torch.matmul(hidden_states, lm_head_weight.T)
        if self.logit_scale != 1.0:
            logits = logits * self.logit_scale
        return logits[:, : self.vocab_size]

    def _compute_logprobs(self, logits: torch.Tensor) -> torch.Tensor:
        if get_global_server_args().enable_deterministic_inference:
            return log_softmax_batch_invariant(logits, dim=-1)
        return torch.log_softmax(logits.float(), dim=-1)

    def forward(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> LogitsProcessorOutput:
        logits = self._get_logits(hidden_states, lm_head_weight)
        logprobs = self._compute_logprobs(logits)
        top_k = get_global_server_args().return_logprob_top_k
        vals, idx = logprobs.topk(top_k, dim=-1)
        next_ids = logits.argmax(dim=-1, keepdim=True)
        return LogitsProcessorOutput(
            next_token_logits=logits,
            next_token_logprobs=logprobs.gather(-1, next_ids).squeeze(-1),
            top_logprobs_val=vals,
            top_logprobs_idx=idx,
        )
