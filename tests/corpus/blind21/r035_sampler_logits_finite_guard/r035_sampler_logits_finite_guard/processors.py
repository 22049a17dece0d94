from __future__ import annotations

import enum
from typing import Callable

import torch

LogitsProcessor = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]


class ProcessorKind(enum.Enum):
    TEMPERATURE = "temperature"
    TOP_K = "top_k"
    VALIDATE = "validate"


_REGISTRY: dict[ProcessorKind, LogitsProcessor] = {}


def register(kind: ProcessorKind):
    def deco(fn: LogitsProcessor) -> LogitsProcessor:
        _REGISTRY[kind] = fn
        return fn

    return deco


def get_processor(kind: ProcessorKind) -> LogitsProcessor:
    return _REGISTRY[kind]


class NonFiniteLogitsError(RuntimeError):
    pass


@register(ProcessorKind.VALIDATE)
def validate_logits(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    # fp16 overflow in the lm_head shows up as inf/nan here; fail loudly instead
    # of silently sampling token 0 for the whole batch
    if not torch.isfinite(logits).all():
        raise NonFiniteLogitsError("model produced non-finite logits")
    return logits


@register(ProcessorKind.TEMPERATURE)
def apply_temperature(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    return logits / temperature.clamp_min(1e-5).unsqueeze(-1)


@register(ProcessorKind.TOP_K)
def apply_top_k(logits: torch.Tensor, temperature: torch.Tensor, k: int = 20) -> torch.Tensor:
    kth = logits.topk(k, dim=-1).values[..., -1:]
    return logits.masked_fill(logits < kth, float("-inf"))
