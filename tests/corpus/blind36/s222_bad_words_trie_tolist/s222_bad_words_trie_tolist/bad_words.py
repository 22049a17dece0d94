"""Bad-word banning: single tokens always, multi-token words by prefix."""
from collections import defaultdict

import torch


class BadWordsProcessor:
    def __init__(self, bad_words_ids: list[list[int]], vocab_size: int):
        self.vocab_size = vocab_size
        self.single = sorted({w[0] for w in bad_words_ids if len(w) == 1})
        # prefix (last generated token) -> tokens that would complete a bad word
        self.prefix_map: dict[int, list[int]] = defaultdict(list)
        for word in bad_words_ids:
            if len(word) == 2:
                self.prefix_map[word[0]].append(word[1])
        self._static_mask = torch.zeros(vocab_size, dtype=torch.bool)
        self._static_mask[self.single] = True

    def _dynamic_mask(self, last_tokens: torch.Tensor) -> torch.Tensor:
        mask = torch.zeros(
            last_tokens.shape[0], self.vocab_size, dtype=torch.bool
        )
        for row, tok in enumerate(last_tokens.tolist()):
            banned = self.prefix_map.get(tok)
            if banned:
                mask[row, banned] = True
        return mask

    def __call__(self, logits: torch.Tensor, last_tokens: torch.Tensor) -> torch.Tensor:
        mask = self._dynamic_mask(last_tokens) | self._static_mask
        return logits.masked_fill(mask, float("-inf"))
