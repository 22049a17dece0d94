import math

import torch
from torch import nn

from .presets import dense_bias, union_masks


class BiasedHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16, presets=("no_markup", "prefer_digits")):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab, bias=False)
        self.register_buffer("logit_bias", dense_bias(list(presets), vocab))
        special = [torch.arange(vocab) == t for t in (0, 2)]
        self.register_buffer("special_mask", union_masks(special))
        self.presets = tuple(presets)
        self.scale = 1.0 / math.sqrt(hidden)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        last = hidden[:, -1, :]
        logits = self.proj(last) * self.scale + self.logit_bias
        if "no_markup" in self.presets:
            blocked = union_masks([self.special_mask, self.logit_bias <= -100.0])
            logits = logits.masked_fill(blocked, -1e4)
        entropy_floor = math.log(logits.shape[-1]) * 0.01
        return torch.log_softmax(logits, dim=-1) - entropy_floor


compiled_head = torch.compile(BiasedHead(), fullgraph=True)
