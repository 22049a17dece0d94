from __future__ import annotations

from typing import Dict, Type

import torch

from .sampling_params import SamplingConfig

SAMPLER_REGISTRY: Dict[str, Type["BaseSampler"]] = {}


def register_sampler(name: str):
    def deco(cls):
        SAMPLER_REGISTRY[name] = cls
        return cls

    return deco


class BaseSampler:
    def __init__(self, config: SamplingConfig) -> None:
        self.config = config

    def _apply_temperature_top_k(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits / max(self.config.temperature, 1e-5)
        if self.config.top_k > 0:
            kth = torch.topk(logits, self.config.top_k, dim=-1).values[..., -1:]
            logits = logits.masked_fill(logits < kth, float("-inf"))
        return logits

    def _gumbel_noise(self, like: torch.Tensor) -> torch.Tensor:
        u = torch.rand_like(like).clamp_(min=1e-10)
        return -torch.log(-torch.log(u))

    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_sampler("greedy")
class GreedySampler(BaseSampler):
    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        return torch.argmax(logits, dim=-1)


@register_sampler("random")
class RandomSampler(BaseSampler):
    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self._apply_temperature_top_k(logits)
        return torch.argmax(logits + self._gumbel_noise(logits), dim=-1)


@register_sampler("seeded")
class SeededSampler(RandomSampler):
    """Reproducible sampling that leaves the global RNG stream untouched."""

    def _gumbel_noise(self, like: torch.Tensor) -> torch.Tensor:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(self.config.seed or 0)
            return super()._gumbel_noise(like)


def build_sampler(config: SamplingConfig) -> BaseSampler:
    if config.is_greedy:
        return GreedySampler(config)
    return SAMPLER_REGISTRY[config.method](config)
