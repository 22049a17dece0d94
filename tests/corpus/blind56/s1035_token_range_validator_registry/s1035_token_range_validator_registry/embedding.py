from typing import Sequence

import torch
import torch.nn.functional as F
from torch import nn

from .validators import ValidationContext, get_validator

DEFAULT_VALIDATORS = ("dtype", "positions", "token_range")


class VocabEmbeddingWithPositions(nn.Module):
    def __init__(
        self,
        vocab_size: int,
        hidden_size: int,
        max_position: int,
        validators: Sequence[str] = DEFAULT_VALIDATORS,
    ):
        super().__init__()
        self.ctx = ValidationContext(vocab_size=vocab_size, max_position=max_position)
        self.validators = tuple(get_validator(name) for name in validators)
        self.weight = nn.Parameter(torch.randn(vocab_size, hidden_size) * 0.02)
        self.pos_weight = nn.Parameter(torch.randn(max_position, hidden_size) * 0.02)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        for validate in self.validators:
            validate(input_ids, positions, self.ctx)
        return F.embedding(input_ids, self.weight) + F.embedding(positions, self.pos_weight)


embed = VocabEmbeddingWithPositions(vocab_size=32, hidden_size=8, max_position=64)


@torch.compile(fullgraph=True)
def embed_tokens(input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    return embed(input_ids, positions)
