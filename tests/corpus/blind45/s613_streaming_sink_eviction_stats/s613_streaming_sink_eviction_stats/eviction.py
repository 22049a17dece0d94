import torch

from .stats import EvictionStats

EVICTION_POLICIES = {}


def register_policy(name):
    def deco(cls):
        EVICTION_POLICIES[name] = cls
        return cls

    return deco


class EvictionPolicy:
    def __init__(self, num_sink_tokens: int, window_size: int):
        self.num_sink_tokens = num_sink_tokens
        self.window_size = window_size
        self.stats = EvictionStats()

    def keep_indices(self, cache_len: int, device):
        raise NotImplementedError


@register_policy("none")
class NoEviction(EvictionPolicy):
    def keep_indices(self, cache_len: int, device):
        return torch.arange(cache_len, device=device)


@register_policy("streaming_llm")
class SinkWindowEviction(EvictionPolicy):
    """Keep the first `num_sink_tokens` positions and the last `window_size` ones."""

    def keep_indices(self, cache_len: int, device):
        budget = self.num_sink_tokens + self.window_size
        if cache_len <= budget:
            return torch.arange(cache_len, device=device)
        sinks = torch.arange(self.num_sink_tokens, device=device)
        recent = torch.arange(cache_len - self.window_size, cache_len, device=device)
        self.stats.record(cache_len - budget)
        return torch.cat([sinks, recent])


def get_eviction_policy(name: str, num_sink_tokens: int, window_size: int) -> EvictionPolicy:
    return EVICTION_POLICIES[name](num_sink_tokens, window_size)
