from __future__ import annotations

import numpy as np
import torch

from .matcher import REGISTRY


@torch.library.custom_op("corpus_t006::fill_grammar_bitmask", mutates_args=())
def fill_grammar_bitmask(slot_ids: torch.Tensor, num_words: int) -> torch.Tensor:
    """Packed int32 bitmask [batch, num_words]; all-ones for unconstrained rows."""
    out = np.full((slot_ids.shape[0], num_words), -1, dtype=np.int32)
    for row, slot in enumerate(slot_ids.tolist()):
        matcher = REGISTRY.get(slot)
        if matcher is not None:
            matcher.fill_bitmask_row(out[row])
    return torch.from_numpy(out).to(slot_ids.device)


@fill_grammar_bitmask.register_fake
def _(slot_ids: torch.Tensor, num_words: int) -> torch.Tensor:
    return slot_ids.new_empty((slot_ids.shape[0], num_words), dtype=torch.int32)


def unpack_bitmask(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    shifts = torch.arange(32, dtype=torch.int32, device=bitmask.device)
    bits = (bitmask.unsqueeze(-1) >> shifts) & 1
    return bits.reshape(bitmask.shape[0], -1)[:, :vocab_size].bool()
