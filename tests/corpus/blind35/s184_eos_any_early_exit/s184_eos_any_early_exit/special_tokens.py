"""Special-token table shared by the tokenizer and the model."""
from typing import NamedTuple

import torch


class SpecialTokens(NamedTuple):
    pad: int = 0
    bos: int = 1
    eos: int = 2
    unk: int = 3


SPECIAL = SpecialTokens()


def special_mask(input_ids: torch.Tensor) -> torch.Tensor:
    return (input_ids == SPECIAL.pad) | (input_ids == SPECIAL.bos)


def all_finished(input_ids: torch.Tensor) -> bool:
    """True once every row has emitted EOS somewhere."""
    hit = (input_ids == SPECIAL.eos).any(dim=-1)
    return bool(hit.all())
