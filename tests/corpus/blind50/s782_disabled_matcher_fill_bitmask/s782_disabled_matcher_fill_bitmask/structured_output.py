import torch
from torch import nn

from .grammar_matcher import GrammarMatcherPool


class StructuredOutputLogitsProcessor(nn.Module):
    def __init__(self, matcher_pool: GrammarMatcherPool, max_num_reqs: int):
        super().__init__()
        self.matcher_pool = matcher_pool
        self.vocab_size = matcher_pool.vocab_size
        num_words = (self.vocab_size + 31) // 32
        self.register_buffer(
            "bitmask", torch.full((max_num_reqs, num_words), -1, dtype=torch.int32), persistent=False
        )
        self.register_buffer("bit_offsets", torch.arange(32, dtype=torch.int32), persistent=False)

    def _expand(self, bitmask: torch.Tensor) -> torch.Tensor:
        expanded = torch.repeat_interleave(bitmask, 32, dim=-1)
        shifts = self.bit_offsets.repeat(bitmask.shape[-1])
        return ((expanded >> shifts) & 1) == 0

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        num_reqs = logits.shape[0]
        for slot in range(num_reqs):
            self.matcher_pool.fill_next_token_bitmask(self.bitmask, slot)
        rejected = self._expand(self.bitmask[:num_reqs])[:, : self.vocab_size]
        return logits.masked_fill(rejected, float("-inf"))
