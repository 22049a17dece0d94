import math

import torch
import torch.nn.functional as F

from . import envs
from .debug import dump_logit_stats

_VOCAB, _HIDDEN = 24, 8
_W = torch.randn(_VOCAB, _HIDDEN) / math.sqrt(_HIDDEN)


def softcap(x: torch.Tensor, cap: float) -> torch.Tensor:
    if cap <= 0.0 or math.isinf(cap):
        return x
    return cap * torch.tanh(x / cap)


@torch.compile(fullgraph=True)
def softcapped_logits(hidden: torch.Tensor) -> torch.Tensor:
    logits = F.linear(hidden, _W)
    logits = softcap(logits, envs.SOFTCAP)
    if envs.DEBUG_LOGITS:
        dump_logit_stats(logits)
    return logits
