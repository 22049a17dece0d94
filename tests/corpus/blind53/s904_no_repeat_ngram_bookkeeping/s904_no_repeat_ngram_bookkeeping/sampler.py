from typing import Optional

import torch
from torch import nn

from .logits_process import LogitsProcessorList, NoRepeatNGramLogitsProcessor, RepetitionPenaltyLogitsProcessor


class Sampler(nn.Module):
    def __init__(self, repetition_penalty: float = 1.0, no_repeat_ngram_size: Optional[int] = None,
                 temperature: float = 1.0):
        super().__init__()
        self.temperature = temperature
        self.processors = LogitsProcessorList()
        if repetition_penalty != 1.0:
            self.processors.append(RepetitionPenaltyLogitsProcessor(repetition_penalty))
        if no_repeat_ngram_size:
            self.processors.append(NoRepeatNGramLogitsProcessor(no_repeat_ngram_size))

    @torch.compile(fullgraph=True)
    def sample(self, logits: torch.Tensor, input_ids: torch.Tensor) -> torch.Tensor:
        scores = logits[:, -1, :].float()
        scores = self.processors(input_ids, scores)
        scores = scores / self.temperature
        return torch.argmax(scores, dim=-1)
