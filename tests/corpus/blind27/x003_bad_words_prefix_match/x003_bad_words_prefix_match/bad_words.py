from __future__ import annotations

from typing import Sequence

import torch

_NEG = -float("inf")


class BadWordsProcessor:
    """Bans single tokens outright and the last token of multi-token words
    whose prefix matches the tail of the generated sequence (HF semantics)."""

    def __init__(self, bad_words_ids: Sequence[Sequence[int]], vocab_size: int):
        self.vocab_size = vocab_size
        singles = [w[0] for w in bad_words_ids if len(w) == 1]
        self.multi = [list(w) for w in bad_words_ids if len(w) > 1]
        static = torch.zeros(vocab_size, dtype=torch.bool)
        if singles:
            static[torch.tensor(singles)] = True
        self.static_mask = static

    @staticmethod
    def _tail_matches(seq: torch.Tensor, prefix: list[int]) -> bool:
        n = len(prefix)
        if seq.shape[0] < n:
            return False
        return seq[-n:].tolist() == prefix

    def _dynamic_mask(self, input_ids: torch.Tensor) -> torch.Tensor:
        mask = torch.zeros(input_ids.shape[0], self.vocab_size, dtype=torch.bool)
        for row in range(input_ids.shape[0]):
            for word in self.multi:
                if self._tail_matches(input_ids[row], word[:-1]):
                    mask[row, word[-1]] = True
        return mask

    def __call__(self, input_ids: torch.Tensor, logits: torch.Tensor) -> torch.Tensor:
        banned = self.static_mask.unsqueeze(0) | self._dynamic_mask(input_ids)
        return logits.masked_fill(banned, _NEG)
