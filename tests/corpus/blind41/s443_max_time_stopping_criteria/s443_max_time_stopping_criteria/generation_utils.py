from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional

import torch

from .stopping_criteria import (
    EosTokenCriteria,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteriaList,
)


@dataclass
class GenerationConfig:
    max_length: int = 20
    max_time: Optional[float] = None
    eos_token_id: List[int] = field(default_factory=lambda: [2])
    pad_token_id: int = 0


def get_stopping_criteria(generation_config: GenerationConfig) -> StoppingCriteriaList:
    criteria = StoppingCriteriaList()
    if generation_config.max_length is not None:
        criteria.append(MaxLengthCriteria(max_length=generation_config.max_length))
    if generation_config.max_time is not None:
        criteria.append(MaxTimeCriteria(max_time=generation_config.max_time))
    if generation_config.eos_token_id is not None:
        criteria.append(EosTokenCriteria(eos_token_id=generation_config.eos_token_id))
    return criteria


GENERATION_CONFIG = GenerationConfig(max_length=16, max_time=30.0, eos_token_id=[2, 7])
STOPPING_CRITERIA = get_stopping_criteria(GENERATION_CONFIG)


def _greedy_update(
    input_ids: torch.Tensor,
    next_token_logits: torch.Tensor,
    unfinished_sequences: torch.Tensor,
) -> tuple[torch.Tensor, torch.Tensor]:
    """One step of the greedy loop body of `generate()`, without the host-side loop."""
    next_token_scores = next_token_logits.float().log_softmax(dim=-1)
    next_tokens = torch.argmax(next_token_scores, dim=-1)
    pad = GENERATION_CONFIG.pad_token_id
    next_tokens = next_tokens * unfinished_sequences + pad * (1 - unfinished_sequences)
    input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
    unfinished_sequences = unfinished_sequences & ~STOPPING_CRITERIA(input_ids, next_token_scores)
    return input_ids, unfinished_sequences


greedy_step = torch.compile(_greedy_update, fullgraph=True)
