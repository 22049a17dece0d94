from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn as nn

from . import ops


@dataclass(frozen=True)
class SamplerConfig:
    top_k: int = 4
    all_greedy_fast_path: bool = True


class Sampler(nn.Module):
    def __init__(self, cfg: SamplerConfig = SamplerConfig()) -> None:
        super().__init__()
        self.cfg = cfg

    def _random_sample(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        logits = ops.apply_temperature(logits, temperatures)
        logits = ops.apply_top_k(logits, self.cfg.top_k)
        probs = torch.softmax(logits, dim=-1, dtype=torch.float32)
        return ops.gumbel_sample(probs)

    def _mixed_sample(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        greedy = logits.argmax(dim=-1)
        is_greedy = temperatures < 1e-5
        if is_greedy.any():
            sampled = self._random_sample(logits, temperatures)
            return torch.where(is_greedy, greedy, sampled)
        return self._random_sample(logits, temperatures)

    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        logits = logits.float()
        return self._mixed_sample(logits, temperatures)


sampler = Sampler()
sample = torch.compile(sampler.forward, fullgraph=True)
