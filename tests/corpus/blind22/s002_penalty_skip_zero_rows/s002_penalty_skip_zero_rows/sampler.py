"""Greedy/probabilistic sampler module compiled as a whole."""
from __future__ import annotations

import torch
from torch import nn

from .processors import build_processors
from .sampling_params import DEFAULT_TENSORS, SamplingTensors


class Sampler(nn.Module):
    def __init__(self, processor_names: list[str], sampling_tensors: SamplingTensors):
        super().__init__()
        self.logits_processors = build_processors(processor_names)
        self.sampling_tensors = sampling_tensors

    def forward(self, logits: torch.Tensor, output_tokens: torch.Tensor) -> torch.Tensor:
        st = self.sampling_tensors
        logits = logits.float()
        for proc in self.logits_processors:
            logits = proc.apply(logits, output_tokens, st)
        probs = logits.softmax(dim=-1)
        return probs.argmax(dim=-1)


SAMPLER = Sampler(["penalties", "temperature", "top_k"], DEFAULT_TENSORS)
compiled_sampler = torch.compile(SAMPLER, fullgraph=True)
