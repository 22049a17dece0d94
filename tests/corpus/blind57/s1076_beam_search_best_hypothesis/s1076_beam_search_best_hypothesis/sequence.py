from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class BeamHypothesis:
    tokens: List[int] = field(default_factory=list)
    cum_logprob: torch.Tensor = None
    hidden: torch.Tensor = None
    finished: bool = False

    @property
    def length(self) -> int:
        return len(self.tokens)

    def extend(self, token_id: int, logprob: torch.Tensor, hidden: torch.Tensor) -> "BeamHypothesis":
        return BeamHypothesis(
            tokens=self.tokens + [token_id],
            cum_logprob=self.cum_logprob + logprob,
            hidden=hidden,
            finished=self.finished,
        )


def length_penalized_score(hyp: BeamHypothesis, length_penalty: float) -> torch.Tensor:
    return hyp.cum_logprob / (max(hyp.length, 1) ** length_penalty)


def pick_best(hyps: List[BeamHypothesis], length_penalty: float) -> BeamHypothesis:
    return max(hyps, key=lambda h: length_penalized_score(h, length_penalty))
