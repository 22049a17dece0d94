from __future__ import annotations

import torch
from torch import nn

from .processors import PROCESSOR_REGISTRY

DEFAULT_CHAIN = (
    ("min_tokens", {"min_tokens": 4, "stop_token_ids": [0, 15], "vocab_size": 16}),
    ("temperature", {"temperature": 0.8}),
)


class DecodeSampler(nn.Module):
    def __init__(self, chain=DEFAULT_CHAIN):
        super().__init__()
        self.chain = [PROCESSOR_REGISTRY[name](**kw) for name, kw in chain]

    def forward(self, logits: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        for proc in self.chain:
            logits = proc(logits, seq_lens)
        probs = torch.softmax(logits, dim=-1)
        return torch.argmax(probs, dim=-1)


sampler = torch.compile(DecodeSampler(), fullgraph=True)
