from typing import Callable, Dict, Type

import torch

from ._host_utils import build_seen_token_mask

LOGITS_PROCESSOR_REGISTRY: Dict[str, Type["LogitsProcessor"]] = {}


def register_processor(name: str) -> Callable:
    def deco(cls):
        LOGITS_PROCESSOR_REGISTRY[name] = cls
        return cls

    return deco


class LogitsProcessor:
    pad_token_id: int = 0

    def __call__(self, logits: torch.Tensor, output_ids: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_processor("temperature")
class TemperatureProcessor(LogitsProcessor):
    def __init__(self, temperature: float = 1.0):
        self.temperature = max(temperature, 1e-5)

    def __call__(self, logits, output_ids):
        return logits / self.temperature


@register_processor("repetition_penalty")
class RepetitionPenaltyProcessor(LogitsProcessor):
    def __init__(self, penalty: float = 1.0):
        self.penalty = penalty

    def __call__(self, logits, output_ids):
        seen = build_seen_token_mask(output_ids, logits.shape[-1], self.pad_token_id)
        penalized = torch.where(logits > 0, logits / self.penalty, logits * self.penalty)
        return torch.where(seen, penalized, logits)


@register_processor("min_p")
class MinPProcessor(LogitsProcessor):
    def __init__(self, min_p: float = 0.0):
        self.min_p = min_p

    def __call__(self, logits, output_ids):
        probs = torch.softmax(logits, dim=-1)
        top = probs.amax(dim=-1, keepdim=True)
        return logits.masked_fill(probs < self.min_p * top, float("-inf"))
