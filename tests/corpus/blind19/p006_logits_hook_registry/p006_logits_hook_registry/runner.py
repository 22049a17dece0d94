from __future__ import annotations

import torch
import torch.nn.functional as F

from .hooks import HOOKS

LOGIT_SOFTCAP = 30.0


def _final_logits(hidden: torch.Tensor, lm_head: torch.Tensor) -> torch.Tensor:
    logits = F.linear(hidden, lm_head)
    return LOGIT_SOFTCAP * torch.tanh(logits / LOGIT_SOFTCAP)


def forward_decode(hidden: torch.Tensor, lm_head: torch.Tensor) -> torch.Tensor:
    logits = _final_logits(hidden, lm_head)
    HOOKS.fire("after_logits", logits)
    return logits.argmax(dim=-1)


step = torch.compile(forward_decode, fullgraph=True)
