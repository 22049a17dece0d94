from __future__ import annotations

import copy
import dataclasses

import torch
from torch import nn

from .profiling import StepTimer, maybe_sync_marker


@dataclasses.dataclass
class PostprocessParams:
    temperature: float = 1.0
    logit_softcap: float = 0.0
    clip_hidden: float = 50.0


class TinyNet(nn.Module):
    def __init__(self, hidden: int = 12, vocab: int = 20) -> None:
        super().__init__()
        self.up = nn.Linear(hidden, 4 * hidden)
        self.down = nn.Linear(4 * hidden, hidden)
        self.head = nn.Linear(hidden, vocab)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(x + self.down(torch.nn.functional.gelu(self.up(x))))


class ModelRunner:
    def __init__(self) -> None:
        self.model = TinyNet().eval()
        self.timer = StepTimer()
        self.default_params = PostprocessParams(logit_softcap=15.0)

    def _postprocess(self, logits: torch.Tensor, params: PostprocessParams) -> torch.Tensor:
        if params.logit_softcap > 0:
            logits = params.logit_softcap * torch.tanh(logits / params.logit_softcap)
        return logits / params.temperature

    @torch.compile(fullgraph=True)
    def execute(self, x: torch.Tensor) -> torch.Tensor:
        # per-step copy so that tweaks below never leak into the defaults
        params = copy.copy(self.default_params)
        params.temperature = max(params.temperature, 0.5)
        maybe_sync_marker("execute:start")
        with self.timer.section("forward"):
            x = x.clamp(-params.clip_hidden, params.clip_hidden)
            logits = self.model(x)
        with self.timer.section("postprocess"):
            out = self._postprocess(logits, params)
        maybe_sync_marker("execute:end")
        return out
