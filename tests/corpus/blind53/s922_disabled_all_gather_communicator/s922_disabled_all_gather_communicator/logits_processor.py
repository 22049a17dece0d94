from typing import Optional

import torch

from .distributed import init_single_process_groups, tensor_model_parallel_all_gather

init_single_process_groups("cpu")


class LogitsProcessor:
    def __init__(self, vocab_size: int, org_vocab_size: Optional[int] = None, scale: float = 1.0,
                 soft_cap: Optional[float] = None):
        self.vocab_size = vocab_size
        self.org_vocab_size = org_vocab_size or vocab_size
        self.scale = scale
        self.soft_cap = soft_cap

    def _gather_logits(self, logits: torch.Tensor) -> torch.Tensor:
        logits = tensor_model_parallel_all_gather(logits)
        if logits is not None:
            logits = logits[..., : self.org_vocab_size]
        return logits

    def _get_logits(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = torch.matmul(hidden_states, lm_head_weight.t())
        logits = self._gather_logits(logits)
        if self.soft_cap is not None:
            logits = torch.tanh(logits / self.soft_cap) * self.soft_cap
        if self.scale != 1.0:
            logits = logits * self.scale
        return logits

    def forward(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        return self._get_logits(hidden_states, lm_head_weight)


_logits_processor = LogitsProcessor(vocab_size=32, soft_cap=30.0)


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
    return _logits_processor.forward(hidden_states, lm_head_weight)
