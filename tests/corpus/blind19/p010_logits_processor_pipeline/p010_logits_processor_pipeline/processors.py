from __future__ import annotations

import dataclasses
import math
import warnings
from typing import Callable, Dict, Tuple

import torch

ProcessorFn = Callable[..., torch.Tensor]
_REGISTRY: Dict[str, Tuple[int, ProcessorFn]] = {}
_NEUTRAL = {
    "repetition_penalty": 1.0,
    "presence_penalty": 0.0,
    "temperature": 1.0,
    "min_p": 0.0,
    "top_p": 1.0,
}


@dataclasses.dataclass(frozen=True)
class SamplingParams:
    temperature: float = 0.8
    top_p: float = 0.9
    min_p: float = 0.05
    repetition_penalty: float = 1.1
    presence_penalty: float = 0.0

    def __post_init__(self):
        if self.repetition_penalty < 1.0:
            warnings.warn("repetition_penalty < 1 encourages repetition")

    def enabled(self, name: str) -> bool:
        """A stage is skipped when its parameter has the neutral value."""
        return not math.isclose(getattr(self, name), _NEUTRAL[name])


def register(name: str, order: int):
    def deco(fn: ProcessorFn) -> ProcessorFn:
        _REGISTRY[name] = (order, fn)
        return fn
    return deco


def ordered_processors():
    return sorted(_REGISTRY.items(), key=lambda kv: kv[1][0])


@register("repetition_penalty", order=0)
def apply_repetition_penalty(logits, prev_mask, p: SamplingParams):
    penalized = torch.where(logits > 0, logits / p.repetition_penalty, logits * p.repetition_penalty)
    return torch.where(prev_mask > 0, penalized, logits)


@register("presence_penalty", order=1)
def apply_presence_penalty(logits, prev_mask, p: SamplingParams):
    return logits - p.presence_penalty * prev_mask


@register("temperature", order=2)
def apply_temperature(logits, prev_mask, p: SamplingParams):
    return logits / max(p.temperature, 1e-5)


@register("min_p", order=3)
def apply_min_p(logits, prev_mask, p: SamplingParams):
    # keep tokens with prob >= min_p * max_prob, computed in log space
    threshold = logits.max(dim=-1, keepdim=True).values + math.log(p.min_p)
    return logits.masked_fill(logits < threshold, float("-inf"))


@register("top_p", order=4)
def apply_top_p(logits, prev_mask, p: SamplingParams):
    sorted_logits, idx = logits.sort(dim=-1, descending=True)
    cum = sorted_logits.softmax(dim=-1).cumsum(dim=-1)
    drop = (cum - sorted_logits.softmax(dim=-1)) > p.top_p
    sorted_logits = sorted_logits.masked_fill(drop, float("-inf"))
    return torch.empty_like(logits).scatter_(-1, idx, sorted_logits)
