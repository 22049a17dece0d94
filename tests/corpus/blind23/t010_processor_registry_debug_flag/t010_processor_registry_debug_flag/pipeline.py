from __future__ import annotations

from dataclasses import dataclass

import torch

from . import envs
from .processors import PROCESSOR_REGISTRY
from .validation import check_logits


@dataclass(frozen=True)
class PipelineConfig:
    processors: tuple[str, ...] = ("temperature",)
    bad_word_ids: tuple[int, ...] = ()
    min_p: float = 0.0
    temperature: float = 1.0


class LogitsPipeline:
    def __init__(self, config: PipelineConfig) -> None:
        unknown = [n for n in config.processors if n not in PROCESSOR_REGISTRY]
        if unknown:
            raise KeyError(f"unknown logits processors: {unknown}")
        self.config = config
        self.stages = [PROCESSOR_REGISTRY[name](config) for name in config.processors]

    def _run_stage(self, stage, logits: torch.Tensor) -> torch.Tensor:
        logits = stage(logits)
        if envs.SAMPLER_DEBUG:
            check_logits(logits, stage.name)
        return logits

    @torch.compile(fullgraph=True)
    def process(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits.float()
        for stage in self.stages:
            logits = self._run_stage(stage, logits)
        probs = logits.softmax(dim=-1)
        q = torch.empty_like(probs).exponential_()
        return (probs / q).argmax(dim=-1)
