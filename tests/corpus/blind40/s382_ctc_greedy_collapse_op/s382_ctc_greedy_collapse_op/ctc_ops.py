"""CPU reference implementation of CTC greedy collapsing, exposed as a torch op.

The decoding loop is plain Python over ``tolist()`` output; wrapping it as a
custom op keeps it opaque to the compiler, so the acoustic model plus decode
step can be captured as one graph.
"""
from typing import Tuple

import torch


@torch.library.custom_op("blind40_s382::ctc_greedy_collapse", mutates_args=())
def ctc_greedy_collapse(log_probs: torch.Tensor, blank_id: int) -> Tuple[torch.Tensor, torch.Tensor]:
    best_path = log_probs.argmax(dim=-1).tolist()
    batch, frames = log_probs.shape[0], log_probs.shape[1]
    tokens = torch.full((batch, frames), -1, dtype=torch.long)
    lengths = torch.zeros(batch, dtype=torch.long)
    for b, path in enumerate(best_path):
        prev = blank_id
        n = 0
        for tok in path:
            if tok != prev and tok != blank_id:
                tokens[b, n] = tok
                n += 1
            prev = tok
        lengths[b] = n
    return tokens, lengths


@ctc_greedy_collapse.register_fake
def _ctc_greedy_collapse_fake(log_probs: torch.Tensor, blank_id: int):
    batch, frames = log_probs.shape[0], log_probs.shape[1]
    tokens = log_probs.new_empty((batch, frames), dtype=torch.long)
    lengths = log_probs.new_empty((batch,), dtype=torch.long)
    return tokens, lengths
