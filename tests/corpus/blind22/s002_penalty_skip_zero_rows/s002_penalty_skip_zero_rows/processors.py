"""Logits processors applied in order by the sampler."""
from __future__ import annotations

import torch

from . import penalties
from .sampling_params import SamplingTensors


class LogitsProcessor:
    name = "base"

    def apply(self, logits: torch.Tensor, output_tokens: torch.Tensor, st: SamplingTensors) -> torch.Tensor:
        raise NotImplementedError


class PenaltiesProcessor(LogitsProcessor):
    name = "penalties"

    def apply(self, logits, output_tokens, st):
        vocab = logits.shape[-1]
        counts = penalties.get_token_bin_counts(output_tokens, vocab)
        logits = penalties.apply_repetition_penalty(logits, counts > 0, st.repetition_penalties)
        return penalties.apply_additive_penalties(
            logits, counts, st.presence_penalties, st.frequency_penalties
        )


class TemperatureProcessor(LogitsProcessor):
    name = "temperature"

    def apply(self, logits, output_tokens, st):
        temps = st.temperatures.clamp(min=1e-5).unsqueeze(1)
        return logits / temps


class TopKProcessor(LogitsProcessor):
    name = "top_k"

    def apply(self, logits, output_tokens, st):
        if st.top_k <= 0 or st.top_k >= logits.shape[-1]:
            return logits
        kth = logits.topk(st.top_k, dim=-1).values[:, -1:]
        return logits.masked_fill(logits < kth, float("-inf"))


PROCESSOR_REGISTRY: dict[str, type[LogitsProcessor]] = {
    cls.name: cls for cls in (PenaltiesProcessor, TemperatureProcessor, TopKProcessor)
}


def build_processors(names: list[str]) -> list[LogitsProcessor]:
    return [PROCESSOR_REGISTRY[n]() for n in names]
