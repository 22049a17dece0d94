import json
from typing import List

import torch


class Req:
    """Host-side request record used by the scheduler (not by the compiled step)."""

    def __init__(self, rid: str):
        self.rid = rid
        self.output_token_logprobs: List[float] = []
        self.cumulative_logprob = 0.0

    def update(self, token_logprob: torch.Tensor) -> None:
        value = token_logprob.item()
        if value < -50.0:
            print(f"[{self.rid}] suspicious logprob {value}")
        self.output_token_logprobs.append(value)
        self.cumulative_logprob += value

    def to_json(self) -> str:
        return json.dumps({"rid": self.rid, "logprobs": self.output_token_logprobs})


class LogprobState:
    """Batched device-side logprob accumulators."""

    def __init__(self, cum_logprobs: torch.Tensor, num_tokens: torch.Tensor):
        self.cum_logprobs = cum_logprobs
        self.num_tokens = num_tokens

    def update(self, token_logprobs: torch.Tensor, active: torch.Tensor) -> "LogprobState":
        cum = self.cum_logprobs + torch.where(active, token_logprobs, torch.zeros_like(token_logprobs))
        return LogprobState(cum, self.num_tokens + active.long())

    def mean_logprob(self) -> torch.Tensor:
        return self.cum_logprobs / self.num_tokens.clamp(min=1)
