"""Host implementation of OpenAI-style frequency / presence penalties.

Kept as an opaque op: the per-request token counting is plain Python.
"""
from collections import Counter

import torch


@torch.library.custom_op("blind46_s648::apply_penalties_", mutates_args=("logits",))
def apply_penalties_(
    logits: torch.Tensor,
    output_ids: torch.Tensor,
    output_lens: torch.Tensor,
    frequency_penalty: float,
    presence_penalty: float,
) -> None:
    for row, (ids, n) in enumerate(zip(output_ids.tolist(), output_lens.tolist())):
        counts = Counter(ids[:n])
        if not counts:
            continue
        token_ids = torch.tensor(list(counts.keys()), dtype=torch.long)
        freqs = torch.tensor(list(counts.values()), dtype=logits.dtype)
        logits[row, token_ids] -= frequency_penalty * freqs + presence_penalty


@apply_penalties_.register_fake
def _(logits, output_ids, output_lens, frequency_penalty, presence_penalty):
    return None
