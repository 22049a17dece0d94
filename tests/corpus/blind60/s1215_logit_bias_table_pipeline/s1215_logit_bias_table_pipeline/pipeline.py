from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional

import torch

from .builtin import LogitBiasLogitsProcessor, MinPLogitsProcessor
from .interface import LogitsProcessor


@dataclass
class RequestSamplingParams:
    min_p: float = 0.0
    logit_bias: Optional[Dict[int, float]] = None


@dataclass
class SamplerConfig:
    max_num_reqs: int = 4
    device: str = "cpu"
    requests: List[RequestSamplingParams] = field(default_factory=list)


def build_processors(config: SamplerConfig) -> List[LogitsProcessor]:
    device = torch.device(config.device)
    min_p = MinPLogitsProcessor(config.max_num_reqs, device)
    bias = LogitBiasLogitsProcessor(config.max_num_reqs, device)
    for row, params in enumerate(config.requests):
        min_p.set_min_p(row, params.min_p)
        bias.set_logit_bias(row, params.logit_bias)
    return [min_p, bias]


def make_logits_pipeline(processors: List[LogitsProcessor]) -> Callable[[torch.Tensor], torch.Tensor]:
    non_argmax_invariant = [p for p in processors if not p.is_argmax_invariant()]

    def run(logits: torch.Tensor, all_greedy: bool = False) -> torch.Tensor:
        active = non_argmax_invariant if all_greedy else processors
        for processor in active:
            logits = processor.apply(logits)
        return logits

    return run


_DEFAULT_CONFIG = SamplerConfig(
    requests=[
        RequestSamplingParams(min_p=0.05),
        RequestSamplingParams(logit_bias={3: -100.0, 5: 2.5}),
        RequestSamplingParams(),
        RequestSamplingParams(min_p=0.1, logit_bias={0: 1.0}),
    ]
)

apply_logits_processors = torch.compile(
    make_logits_pipeline(build_processors(_DEFAULT_CONFIG)), fullgraph=True
)
