from __future__ import annotations

from typing import Dict, Callable

import torch
from torch import nn

from .numerics import guard

_SOFTCAP: Dict[str, Callable[[torch.Tensor, float], torch.Tensor]] = {
    "tanh": lambda t, cap: cap * torch.tanh(t / cap),
    "none": lambda t, cap: t,
}


class LMHead(nn.Module):
    def __init__(self, dim: int = 16, vocab: int = 64, softcap: float = 30.0, softcap_kind: str = "tanh"):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.proj = nn.Linear(dim, vocab, bias=False)
        self.softcap = softcap
        self.softcap_fn = _SOFTCAP[softcap_kind]

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        h = guard(self.norm(hidden), "lm_head.norm")
        logits = self.softcap_fn(self.proj(h), self.softcap)
        logits = guard(logits, "lm_head.logits")
        return torch.log_softmax(logits.float(), dim=-1)


torch.manual_seed(0)
head = LMHead().eval()
compiled_head = torch.compile(head, fullgraph=True)
