"""Host-side grammar matchers; they fill the bitmask between steps."""
from __future__ import annotations

import math

import torch


def bitmask_words(vocab_size: int) -> int:
    return math.ceil(vocab_size / 32)


class GrammarMatcherPool:
    def __init__(self, max_batch: int, vocab_size: int):
        self.vocab_size = vocab_size
        self.bitmask = torch.full((max_batch, bitmask_words(vocab_size)), -1, dtype=torch.int32)

    def fill_next_token_bitmask(self, row: int, allowed: list[int]) -> None:
        words = [0] * bitmask_words(self.vocab_size)
        for tok in allowed:
            words[tok // 32] |= 1 << (tok % 32)
        words = [w - (1 << 32) if w >= (1 << 31) else w for w in words]
        self.bitmask[row] = torch.tensor(words, dtype=torch.int32)
