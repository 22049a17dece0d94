from __future__ import annotations

from typing import Callable

import torch

PROCESSOR_REGISTRY: dict[str, type["LogitsProcessor"]] = {}


def register(name: str) -> Callable[[type], type]:
    def deco(cls: type) -> type:
        PROCESSOR_REGISTRY[name] = cls
        cls.name = name
        return cls
    return deco


class LogitsProcessor:
    name = "base"

    def __init__(self, **kwargs):
        self.kwargs = kwargs

    def applies(self, seq_lens: torch.Tensor) -> bool:
        return True

    def process(self, logits: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def __call__(self, logits: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        if not self.applies(seq_lens):
            return logits
        return self.process(logits, seq_lens)


@register("min_tokens")
class MinTokensProcessor(LogitsProcessor):
    """Suppress stop tokens until each request produced ``min_tokens`` tokens."""

    def __init__(self, min_tokens: int, stop_token_ids: list[int], vocab_size: int):
        super().__init__(min_tokens=min_tokens)
        self.min_tokens = min_tokens
        stop = torch.zeros(vocab_size, dtype=torch.bool)
        stop[torch.tensor(stop_token_ids)] = True
        self.stop_mask = stop

    def applies(self, seq_lens: torch.Tensor) -> bool:
        # cheap early-out: most of the batch is usually past min_tokens
        return bool((seq_lens < self.min_tokens).any())

    def process(self, logits: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        young = (seq_lens < self.min_tokens).unsqueeze(-1)
        return logits.masked_fill(young & self.stop_mask, float("-inf"))


@register("temperature")
class TemperatureProcessor(LogitsProcessor):
    def __init__(self, temperature: float):
        super().__init__(temperature=temperature)
        self.temperature = temperature

    def process(self, logits: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        return logits / self.temperature
