from __future__ import annotations

import torch

from .metrics import timed
from .penalties import PenaltyParams, apply_penalties

VOCAB = 32
PAD_ID = 0

_REQUEST_PENALTIES = [
    PenaltyParams(repetition=1.2),
    PenaltyParams(frequency=0.5, presence=0.3),
    PenaltyParams(repetition=1.1, frequency=0.2),
    PenaltyParams(),
]
_PROMPTS = [[4, 5, 6], [1, 2], [7, 8, 9, 10], [3]]

REPETITION = torch.tensor([p.repetition for p in _REQUEST_PENALTIES])
FREQUENCY = torch.tensor([p.frequency for p in _REQUEST_PENALTIES])
PRESENCE = torch.tensor([p.presence for p in _REQUEST_PENALTIES])
PROMPT_MASK = torch.zeros(len(_PROMPTS), VOCAB, dtype=torch.bool)
for _row, _ids in enumerate(_PROMPTS):
    PROMPT_MASK[_row, _ids] = True


@timed("top_k_top_p")
def top_k_top_p(logits: torch.Tensor, k: int, p: float) -> torch.Tensor:
    sorted_logits, sorted_idx = logits.sort(dim=-1, descending=True)
    sorted_logits[:, k:] = float("-inf")
    cum = sorted_logits.softmax(dim=-1).cumsum(dim=-1)
    drop = (cum - sorted_logits.softmax(dim=-1)) > p
    sorted_logits = sorted_logits.masked_fill(drop, float("-inf"))
    return torch.empty_like(logits).scatter_(-1, sorted_idx, sorted_logits)


@torch.compile(fullgraph=True, dynamic=False)
def penalized_sample(logits: torch.Tensor, output_ids: torch.Tensor) -> torch.Tensor:
    logits = apply_penalties(logits, PROMPT_MASK, output_ids, REPETITION, FREQUENCY, PRESENCE, PAD_ID)
    logits = top_k_top_p(logits, k=8, p=0.9)
    probs = logits.softmax(dim=-1)
    q = torch.empty_like(probs).exponential_()
    return (probs / q).argmax(dim=-1)
