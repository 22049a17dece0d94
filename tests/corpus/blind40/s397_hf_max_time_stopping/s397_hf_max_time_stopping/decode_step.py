from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .stopping_criteria import EosTokenCriteria, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList


@dataclass
class GenerationConfig:
    max_length: int = 64
    eos_token_id: int = 2
    pad_token_id: int = 0
    max_time: Optional[float] = 30.0


def build_stopping_criteria(config: GenerationConfig) -> StoppingCriteriaList:
    criteria = StoppingCriteriaList()
    criteria.append(MaxLengthCriteria(config.max_length))
    if config.max_time is not None:
        criteria.append(MaxTimeCriteria(config.max_time))
    criteria.append(EosTokenCriteria(config.eos_token_id))
    return criteria


class GreedyDecodeStep(nn.Module):
    def __init__(self, config: GenerationConfig):
        super().__init__()
        self.config = config
        self.stopping_criteria = build_stopping_criteria(config)

    def forward(self, input_ids: torch.LongTensor, logits: torch.FloatTensor, unfinished: torch.BoolTensor):
        next_tokens = logits.argmax(dim=-1)
        next_tokens = torch.where(unfinished, next_tokens, self.config.pad_token_id)
        input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
        unfinished = unfinished & ~self.stopping_criteria(input_ids, logits)
        return input_ids, unfinished


decode_step = torch.compile(GreedyDecodeStep(GenerationConfig()), fullgraph=True)
