from __future__ import annotations

import torch
import torch.nn as nn

from . import settings
from .debug import dump_scores


def masked_max_pool(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    fill = torch.finfo(hidden.dtype).min
    return hidden.masked_fill(~mask.bool().unsqueeze(-1), fill).amax(dim=1)


class IntentClassifier(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.labels = settings.INTENTS
        self.proj = nn.Linear(hidden, len(self.labels))
        self.top_k = min(settings.TOP_K, len(self.labels))

    def forward(self, hidden, mask):
        return self.proj(masked_max_pool(hidden, mask))

    @torch.compile(fullgraph=True)
    def classify(self, hidden: torch.Tensor, mask: torch.Tensor):
        probs = torch.softmax(self(hidden, mask), dim=-1)
        top = probs.topk(self.top_k, dim=-1)
        if settings.DEBUG_SCORES:
            dump_scores("intent", probs, top.indices)
        n_tokens = int(mask.sum())
        return {
            "probs": probs,
            "top_ids": top.indices,
            "top_probs": top.values,
            "num_tokens": n_tokens,
        }
