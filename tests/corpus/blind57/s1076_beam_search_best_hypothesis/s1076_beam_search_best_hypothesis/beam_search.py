import itertools
from dataclasses import dataclass
from typing import List

import torch
from torch import nn

from .sequence import BeamHypothesis, pick_best


@dataclass(frozen=True)
class BeamSearchParams:
    beam_width: int = 2
    max_tokens: int = 2
    length_penalty: float = 1.0
    candidate_token_ids: tuple = (0, 1, 2)


class BeamSearchDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 4,
                 params: BeamSearchParams = BeamSearchParams()):
        super().__init__()
        self.params = params
        self.step_proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def _expand(self, beams: List[BeamHypothesis]) -> List[BeamHypothesis]:
        candidates = []
        logprobs = [torch.log_softmax(self.lm_head(b.hidden), dim=-1) for b in beams]
        for (bi, beam), tok in itertools.product(enumerate(beams), self.params.candidate_token_ids):
            next_hidden = torch.tanh(self.step_proj(beam.hidden))
            candidates.append(beam.extend(tok, logprobs[bi][tok], next_hidden))
        return candidates[: self.params.beam_width * len(self.params.candidate_token_ids)]

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        beams = [
            BeamHypothesis(tokens=[], cum_logprob=hidden.new_zeros(()), hidden=h)
            for h in hidden[: self.params.beam_width]
        ]
        for _ in range(self.params.max_tokens):
            beams = self._expand(beams)
        best = pick_best(beams, self.params.length_penalty)
        return best.hidden


decoder = BeamSearchDecoder()
beam_search = torch.compile(decoder, fullgraph=True)
