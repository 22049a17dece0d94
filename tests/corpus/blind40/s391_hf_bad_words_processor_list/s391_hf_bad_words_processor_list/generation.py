from dataclasses import dataclass, field
from typing import List, Optional

import torch

from .logits_process import (
    LogitsProcessorList,
    NoBadWordsLogitsProcessor,
    RepetitionPenaltyLogitsProcessor,
    TemperatureLogitsWarper,
)


@dataclass
class GenerationConfig:
    temperature: float = 0.7
    repetition_penalty: Optional[float] = 1.15
    bad_words_ids: List[List[int]] = field(default_factory=lambda: [[3], [7, 11], [5, 9, 13]])
    eos_token_id: int = 2


def get_logits_processor(config: GenerationConfig) -> LogitsProcessorList:
    processors = LogitsProcessorList()
    if config.repetition_penalty is not None and config.repetition_penalty != 1.0:
        processors.append(RepetitionPenaltyLogitsProcessor(penalty=config.repetition_penalty))
    if config.bad_words_ids is not None:
        processors.append(NoBadWordsLogitsProcessor(config.bad_words_ids, config.eos_token_id))
    if config.temperature is not None and config.temperature != 1.0:
        processors.append(TemperatureLogitsWarper(config.temperature))
    return processors


generation_config = GenerationConfig()
logits_processor = get_logits_processor(generation_config)


@torch.compile(fullgraph=True)
def process_next_token_logits(input_ids: torch.LongTensor, next_token_logits: torch.FloatTensor):
    next_token_scores = logits_processor(input_ids, next_token_logits.float())
    probs = torch.softmax(next_token_scores, dim=-1)
    return torch.argmax(probs, dim=-1)
