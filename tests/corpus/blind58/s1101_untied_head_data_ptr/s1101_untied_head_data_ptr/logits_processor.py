from typing import Optional

import torch
from torch import nn

from .weight_utils import weights_are_shared


class LogitsProcessor(nn.Module):
    def __init__(self, config, logit_scale: Optional[float] = None):
        super().__init__()
        self.config = config
        self.logit_scale = logit_scale
        self.final_logit_softcapping = getattr(config, "final_logit_softcapping", None)

    def _get_logits(
        self,
        hidden_states: torch.Tensor,
        lm_head: nn.Module,
        embed_tokens: Optional[nn.Module] = None,
    ) -> torch.Tensor:
        if embed_tokens is not None and weights_are_shared(lm_head, embed_tokens):
            # rescale before projecting onto the shared embedding matrix
            hidden_states = hidden_states * self.config.head_dim_scale
        logits = torch.matmul(hidden_states, lm_head.weight.t())
        if self.logit_scale is not None:
            logits.mul_(self.logit_scale)
        if self.final_logit_softcapping is not None:
            logits = torch.tanh(logits / self.final_logit_softcapping)
            logits = logits * self.final_logit_softcapping
        return logits

    def forward(
        self,
        hidden_states: torch.Tensor,
        lm_head: nn.Module,
        embed_tokens: Optional[nn.Module] = None,
    ) -> torch.Tensor:
        last_hidden = hidden_states[-1:, :]
        return self._get_logits(last_hidden, lm_head, embed_tokens)
