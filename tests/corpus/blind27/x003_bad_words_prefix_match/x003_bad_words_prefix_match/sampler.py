from __future__ import annotations

import torch
from torch import nn

from .bad_words import BadWordsProcessor

DEFAULT_BAD_WORDS = [[3], [5, 6], [1, 2, 9]]


class SamplerHead(nn.Module):
    def __init__(self, vocab_size: int = 16, bad_words=None):
        super().__init__()
        self.processors = [BadWordsProcessor(bad_words or DEFAULT_BAD_WORDS, vocab_size)]

    def forward(self, input_ids: torch.Tensor, logits: torch.Tensor) -> torch.Tensor:
        for proc in self.processors:
            logits = proc(input_ids, logits)
        return torch.argmax(logits, dim=-1)


sampler_head = torch.compile(SamplerHead(), fullgraph=True)
