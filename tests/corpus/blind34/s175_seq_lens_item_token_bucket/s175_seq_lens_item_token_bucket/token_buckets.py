"""Token-count buckets for piecewise-captured prefill graphs."""
from typing import Sequence

import torch

TOKEN_BUCKETS: Sequence[int] = (8, 16, 32, 64, 128, 256)


def next_token_bucket(num_tokens: int) -> int:
    for b in TOKEN_BUCKETS:
        if num_tokens <= b:
            return b
    return num_tokens


class TokenBudget:
    def __init__(self, buckets: Sequence[int] = TOKEN_BUCKETS):
        self.buckets = tuple(buckets)

    def padded_num_tokens(self, seq_lens: torch.Tensor) -> int:
        num_tokens = int(seq_lens.sum().item())
        return next_token_bucket(num_tokens)
