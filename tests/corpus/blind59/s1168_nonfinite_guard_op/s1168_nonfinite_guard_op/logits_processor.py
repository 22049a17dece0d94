from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .ops import nonfinite_guard


@dataclass
class LogitsProcessorOutput:
    next_token_logits: torch.Tensor
    next_token_logprobs: Optional[torch.Tensor] = None


class LogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, soft_cap: float = 30.0, guard_nonfinite: bool = True):
        super().__init__()
        self.vocab_size = vocab_size
        self.soft_cap = soft_cap
        self.guard_nonfinite = guard_nonfinite

    def forward(self, hidden_states: torch.Tensor, lm_head: nn.Linear) -> LogitsProcessorOutput:
        logits = lm_head(hidden_states)[:, : self.vocab_size]
        if self.soft_cap > 0:
            logits = torch.tanh(logits / self.soft_cap) * self.soft_cap
        if self.guard_nonfinite:
            logits = torch.ops.corpus_s1168.nonfinite_guard(logits, "final_logits", -1e4)
        logprobs = torch.log_softmax(logits.float(), dim=-1)
        return LogitsProcessorOutput(next_token_logits=logits, next_token_logprobs=logprobs)


class CausalLMHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab_size: int = 12):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.lm_head = nn.Linear(hidden, 16, bias=False)
        self.logits_processor = LogitsProcessor(vocab_size)

    def forward(self, hidden_states: torch.Tensor):
        hidden_states = self.norm(hidden_states)
        out = self.logits_processor(hidden_states, self.lm_head)
        return out.next_token_logits, out.next_token_logprobs


head = torch.compile(CausalLMHead(), fullgraph=True)
