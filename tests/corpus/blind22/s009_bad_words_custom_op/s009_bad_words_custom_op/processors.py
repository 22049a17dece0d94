"""Registry of logits processors; each keeps its per-batch state as tensors."""
from __future__ import annotations

import torch

from . import _ops


class LogitsProcessor:
    def apply(self, logits: torch.Tensor, output_tokens: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class BadWordsProcessor(LogitsProcessor):
    def __init__(self, bad_words: list[list[int]]):
        flat = [t for w in bad_words for t in w]
        offsets = [0]
        for w in bad_words:
            offsets.append(offsets[-1] + len(w))
        self.bad_words_flat = torch.tensor(flat, dtype=torch.long)
        self.bad_words_offsets = torch.tensor(offsets, dtype=torch.long)

    def apply(self, logits, output_tokens):
        if self.bad_words_flat.numel() == 0:
            return logits
        logits = logits.clone()
        torch.ops.corpus_s009.ban_bad_words(
            logits, output_tokens, self.bad_words_flat, self.bad_words_offsets
        )
        return logits


class MinTokensProcessor(LogitsProcessor):
    """Suppress stop tokens until a row has produced `min_tokens` tokens."""

    def __init__(self, min_tokens: int, stop_token_ids: list[int]):
        self.min_tokens = min_tokens
        self.stop_token_ids = torch.tensor(stop_token_ids, dtype=torch.long)

    def apply(self, logits, output_tokens):
        num_generated = (output_tokens >= 0).sum(dim=-1)
        too_short = (num_generated < self.min_tokens).unsqueeze(1)
        stop_mask = torch.zeros_like(logits, dtype=torch.bool)
        stop_mask[:, self.stop_token_ids] = True
        return logits.masked_fill(too_short & stop_mask, float("-inf"))


ACTIVE_PROCESSORS: dict[str, LogitsProcessor] = {
    "bad_words": BadWordsProcessor([[3], [1, 4], [5, 5, 6]]),
    "min_tokens": MinTokensProcessor(min_tokens=3, stop_token_ids=[2]),
}


@torch.compile(fullgraph=True)
def apply_logits_processors(logits: torch.Tensor, output_tokens: torch.Tensor) -> torch.Tensor:
    for name in ("bad_words", "min_tokens"):
        logits = ACTIVE_PROCESSORS[name].apply(logits, output_tokens)
    return logits
