"""Eviction policies, registered by name so the config can select one."""
import torch

EVICTION_POLICIES: dict = {}


def register_policy(name: str):
    def deco(fn):
        EVICTION_POLICIES[name] = fn
        return fn
    return deco


@register_policy("fifo")
def fifo_victims(hits: torch.Tensor, age: torch.Tensor, k: int) -> torch.Tensor:
    return torch.topk(age, k).indices


@register_policy("lfu")
def lfu_victims(hits: torch.Tensor, age: torch.Tensor, k: int) -> torch.Tensor:
    # blocks nobody reads any more go first; ties broken by age
    cold = torch.nonzero(hits == 0).squeeze(-1)
    if cold.numel() >= k:
        return cold[:k]
    return torch.topk(age - hits * 1000.0, k).indices
