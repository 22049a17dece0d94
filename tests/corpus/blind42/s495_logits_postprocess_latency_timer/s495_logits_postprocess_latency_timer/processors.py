from dataclasses import dataclass
from typing import List

import torch

from .metrics import timed_stage


@dataclass
class SamplingBatchInfo:
    temperature: float = 0.7
    top_k: int = 5
    repetition_penalty: float = 1.0
    vocab_size: int = 32


class LogitsPostProcessor:
    def __call__(self, logits: torch.Tensor, info: SamplingBatchInfo) -> torch.Tensor:
        raise NotImplementedError


class VocabMask(LogitsPostProcessor):
    """Drop the padded tail of the (64-aligned) lm_head output."""

    def __call__(self, logits, info):
        return logits[..., : info.vocab_size]


class Temperature(LogitsPostProcessor):
    @timed_stage("temperature")
    def __call__(self, logits, info):
        return logits / max(info.temperature, 1e-5)


class TopK(LogitsPostProcessor):
    def __call__(self, logits, info):
        kth = torch.topk(logits, info.top_k, dim=-1).values[..., -1:]
        return logits.masked_fill(logits < kth, float("-inf"))


class PostProcessPipeline:
    def __init__(self, processors: List[LogitsPostProcessor]):
        self.processors = processors

    def apply(self, logits: torch.Tensor, info: SamplingBatchInfo) -> torch.Tensor:
        for proc in self.processors:
            logits = proc(logits, info)
        return logits
