from typing import Tuple

import torch
from torch import nn

from .generation_config import GenerationConfig
from .stopping_criteria import (
    EosTokenCriteria,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteriaList,
)


def build_stopping_criteria(config: GenerationConfig, prompt_len: int) -> StoppingCriteriaList:
    criteria = StoppingCriteriaList()
    criteria.append(MaxLengthCriteria(max_length=config.effective_max_length(prompt_len)))
    if config.max_time is not None:
        criteria.append(MaxTimeCriteria(max_time=config.max_time))
    eos_ids = config.resolved_eos_ids()
    if eos_ids:
        criteria.append(EosTokenCriteria(eos_token_id=eos_ids))
    return criteria


class GreedyDecodeStep(nn.Module):
    """One token of greedy decoding over a padded batch."""

    def __init__(self, config: GenerationConfig, prompt_len: int):
        super().__init__()
        self.config = config
        self.stopping_criteria = build_stopping_criteria(config, prompt_len)

    def forward(
        self,
        logits: torch.Tensor,
        input_ids: torch.Tensor,
        unfinished: torch.Tensor,
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        next_token_logits = logits[:, -1, :].float()
        if self.config.temperature != 1.0:
            next_token_logits = next_token_logits / self.config.temperature
        next_tokens = torch.argmax(next_token_logits, dim=-1)
        next_tokens = next_tokens * unfinished + self.config.pad_token_id * (1 - unfinished)
        input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
        finished = self.stopping_criteria(input_ids, next_token_logits)
        unfinished = unfinished & ~finished
        return input_ids, unfinished


_default_config = GenerationConfig(max_new_tokens=64, max_time=30.0, eos_token_id=[2, 32000])
decode_step = torch.compile(GreedyDecodeStep(_default_config, prompt_len=8), fullgraph=True)
