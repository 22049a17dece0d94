from __future__ import annotations

import functools

import torch

from .backend_probe import SamplingBackend, detect_sampling_backend
from .processors import SamplingParams, ordered_processors


class LogitsPipeline:
    def __init__(self, params: SamplingParams):
        self.params = params
        self.backend = detect_sampling_backend()
        self.stages = [
            (name, functools.partial(fn, p=params))
            for name, (_, fn) in ordered_processors()
            if params.enabled(name)
        ]

    def __call__(self, logits: torch.Tensor, prev_mask: torch.Tensor) -> torch.Tensor:
        logits = logits.float()
        for name, stage in self.stages:
            logits = stage(logits, prev_mask)
        if self.backend is SamplingBackend.FLASHINFER:
            # fused top-p renorm happens inside the flashinfer sampler
            return logits
        return logits.log_softmax(dim=-1)


_PIPELINE = LogitsPipeline(SamplingParams())


def process_logits(logits: torch.Tensor, prev_mask: torch.Tensor) -> torch.Tensor:
    logprobs = _PIPELINE(logits, prev_mask)
    return logprobs, logprobs.argmax(dim=-1)


step = torch.compile(process_logits, fullgraph=True)
