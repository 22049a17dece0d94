from __future__ import annotations

import torch

PROCESSOR_REGISTRY: dict[str, type["LogitsProcessor"]] = {}


def register(name: str):
    def deco(cls):
        cls.name = name
        PROCESSOR_REGISTRY[name] = cls
        return cls

    return deco


class LogitsProcessor:
    name = "base"

    def __init__(self, config) -> None:
        self.config = config

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register("bad_words")
class BadWordsProcessor(LogitsProcessor):
    def __init__(self, config) -> None:
        super().__init__(config)
        self.bad_ids = torch.tensor(sorted(set(config.bad_word_ids)), dtype=torch.long)

    def __call__(self, logits):
        if self.bad_ids.numel() == 0:
            return logits
        return logits.index_fill(-1, self.bad_ids.to(logits.device), float("-inf"))


@register("min_p")
class MinPProcessor(LogitsProcessor):
    def __call__(self, logits):
        probs = logits.softmax(dim=-1)
        threshold = probs.amax(dim=-1, keepdim=True) * self.config.min_p
        return logits.masked_fill(probs < threshold, float("-inf"))


@register("temperature")
class TemperatureProcessor(LogitsProcessor):
    def __call__(self, logits):
        if self.config.temperature in (0.0, 1.0):
            return logits
        return logits / self.config.temperature
