from typing import Optional

import torch
from torch import nn

from .parallel_state import (
    get_tp_group,
    tensor_model_parallel_all_gather,
    tensor_model_parallel_gather,
)


class LogitsProcessor(nn.Module):
    """Projects hidden states to vocab logits and gathers the TP shards."""

    def __init__(
        self,
        vocab_size: int,
        org_vocab_size: Optional[int] = None,
        scale: float = 1.0,
        soft_cap: Optional[float] = None,
        use_all_gather: bool = True,
    ) -> None:
        super().__init__()
        self.vocab_size = vocab_size
        self.org_vocab_size = org_vocab_size or vocab_size
        self.scale = scale
        self.soft_cap = soft_cap
        self.use_all_gather = use_all_gather

    def forward(
        self,
        lm_head: nn.Module,
        hidden_states: torch.Tensor,
        embedding_bias: Optional[torch.Tensor] = None,
    ) -> Optional[torch.Tensor]:
        logits = self._get_logits(hidden_states, lm_head, embedding_bias)
        if logits is not None:
            if self.soft_cap is not None:
                logits = logits / self.soft_cap
                logits = torch.tanh(logits)
                logits = logits * self.soft_cap
            if self.scale != 1.0:
                logits *= self.scale
        return logits

    def _gather_logits(self, logits: torch.Tensor) -> Optional[torch.Tensor]:
        if self.use_all_gather:
            logits = tensor_model_parallel_all_gather(logits)
        else:
            logits = tensor_model_parallel_gather(logits)
        return logits

    def _get_logits(
        self,
        hidden_states: torch.Tensor,
        lm_head: nn.Module,
        embedding_bias: Optional[torch.Tensor],
    ) -> Optional[torch.Tensor]:
        logits = nn.functional.linear(hidden_states, lm_head.weight, embedding_bias)
        logits = self._gather_logits(logits)
        if logits is not None and get_tp_group().is_first_rank:
            logits = logits[..., : self.org_vocab_size]
        return logits
