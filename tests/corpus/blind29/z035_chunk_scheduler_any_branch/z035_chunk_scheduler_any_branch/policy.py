"""Chunk admission policies: which requests get tokens in this step."""
import torch

POLICIES = {}


def register(name):
    def deco(cls):
        POLICIES[name] = cls
        return cls
    return deco


class BasePolicy:
    def __init__(self, budget: int):
        self.budget = budget

    def take(self, remaining: torch.Tensor) -> torch.Tensor:
        return torch.clamp(remaining, max=self.budget)


@register("decode_first")
class DecodeFirstPolicy(BasePolicy):
    """Give decodes one token; prefills share the rest of the budget."""

    def take(self, remaining: torch.Tensor) -> torch.Tensor:
        is_decode = remaining == 1
        if is_decode.any():
            prefill_budget = self.budget - is_decode.sum()
        else:
            prefill_budget = torch.tensor(self.budget)
        share = torch.div(prefill_budget, remaining.numel(), rounding_mode="floor")
        return torch.where(is_decode, remaining, torch.minimum(remaining, share))


def make_policy(name: str, budget: int) -> BasePolicy:
    return POLICIES[name](budget)
