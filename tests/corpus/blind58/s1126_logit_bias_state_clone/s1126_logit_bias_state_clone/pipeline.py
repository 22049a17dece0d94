from __future__ import annotations

from typing import List, Sequence

import torch

from .processors import LOGITS_PROCESSORS, BaseLogitsProcessor


class LogitsPipeline:
    def __init__(self, processors: List[BaseLogitsProcessor]):
        self.processors = processors

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        for proc in self.processors:
            logits = proc(logits)
        return logits


def build_pipeline(names: Sequence[str], vocab_size: int) -> LogitsPipeline:
    unknown = [n for n in names if n not in LOGITS_PROCESSORS]
    if unknown:
        raise KeyError(f"unknown logits processors: {unknown}")
    return LogitsPipeline([LOGITS_PROCESSORS[n](vocab_size) for n in names])


_PIPELINE = build_pipeline(["penalty", "logit_bias"], vocab_size=8)


@torch.compile(fullgraph=True)
def postprocess_logits(logits: torch.Tensor) -> torch.Tensor:
    logits = _PIPELINE(logits.float().clone())
    return torch.log_softmax(logits, dim=-1)
