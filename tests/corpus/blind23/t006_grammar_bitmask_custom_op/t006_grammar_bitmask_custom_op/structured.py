from __future__ import annotations

import torch
from torch import nn

from .kernels import fill_grammar_bitmask, unpack_bitmask
from .matcher import REGISTRY, ChoiceMatcher

VOCAB = ["<eos>", "y", "es", "no", "n", "o", "may", "be", "pos", "itive", "neg", "ative", "eg"] + [f"w{i}" for i in range(27)]


class StructuredOutputSampler(nn.Module):
    def __init__(self, vocab_size: int) -> None:
        super().__init__()
        self.vocab_size = vocab_size
        self.num_words = (vocab_size + 31) // 32

    def forward(self, logits: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        bitmask = fill_grammar_bitmask(slot_ids, self.num_words)
        allowed = unpack_bitmask(bitmask, self.vocab_size)
        # never leave a row without candidates
        allowed = allowed | ~allowed.any(dim=-1, keepdim=True)
        logits = logits.masked_fill(~allowed, float("-inf"))
        return logits.argmax(dim=-1)


def commit_tokens(slot_ids: torch.Tensor, tokens: torch.Tensor) -> None:
    """Runs eagerly in the engine loop after the compiled step."""
    for slot, tok in zip(slot_ids.tolist(), tokens.tolist()):
        matcher = REGISTRY.get(slot)
        if matcher is not None:
            matcher.accept(tok)


REGISTRY.register(0, ChoiceMatcher(["yes", "no", "maybe"], VOCAB))
REGISTRY.register(2, ChoiceMatcher(["positive", "negative"], VOCAB))

compiled_masked_sampler = torch.compile(StructuredOutputSampler(len(VOCAB)), fullgraph=True)
