"""Frequency/presence penalties as an opaque op.

The reference implementation walks the token lists on the host (it mirrors
the CUDA kernel one-for-one); wrapping it as a custom op keeps the compiled
step free of host syncs from dynamo's point of view.
"""
from collections import Counter

import torch


@torch.library.custom_op("corpus_s228::apply_penalties", mutates_args=())
def apply_penalties(
    logits: torch.Tensor,
    output_ids: torch.Tensor,
    frequency: torch.Tensor,
    presence: torch.Tensor,
) -> torch.Tensor:
    out = logits.clone()
    freq = frequency.tolist()
    pres = presence.tolist()
    for row, ids in enumerate(output_ids.tolist()):
        if freq[row] == 0.0 and pres[row] == 0.0:
            continue
        for tok, n in Counter(ids).items():
            out[row, tok] -= freq[row] * n + pres[row]
    return out


@apply_penalties.register_fake
def _(logits, output_ids, frequency, presence):
    return torch.empty_like(logits)
