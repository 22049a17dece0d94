from typing import Callable, Dict, Type

import torch

SAMPLER_REGISTRY: Dict[str, Type["AcceptanceSampler"]] = {}


def register_sampler(name: str) -> Callable[[Type["AcceptanceSampler"]], Type["AcceptanceSampler"]]:
    def decorator(cls):
        SAMPLER_REGISTRY[name] = cls
        return cls

    return decorator


class AcceptanceSampler:
    def __init__(self, num_speculative_tokens: int):
        self.num_speculative_tokens = num_speculative_tokens

    def accept_mask(self, draft_token_ids: torch.Tensor, target_probs: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def count_accepted(self, accepted: torch.Tensor) -> torch.Tensor:
        num_accepted = torch.zeros((), dtype=torch.long)
        k = 0
        while k < self.num_speculative_tokens and accepted[k]:
            num_accepted += 1
            k += 1
        return num_accepted


@register_sampler("greedy")
class GreedyAcceptanceSampler(AcceptanceSampler):
    def accept_mask(self, draft_token_ids, target_probs):
        target_argmax = target_probs.argmax(dim=-1)
        return draft_token_ids == target_argmax


@register_sampler("typical")
class TypicalAcceptanceSampler(AcceptanceSampler):
    def __init__(self, num_speculative_tokens: int, posterior_threshold: float = 0.09):
        super().__init__(num_speculative_tokens)
        self.posterior_threshold = posterior_threshold

    def accept_mask(self, draft_token_ids, target_probs):
        probs = target_probs.gather(-1, draft_token_ids.unsqueeze(-1)).squeeze(-1)
        entropy = -(target_probs * torch.log(target_probs + 1e-5)).sum(dim=-1)
        threshold = torch.minimum(
            torch.full_like(entropy, self.posterior_threshold),
            torch.exp(-entropy) * self.posterior_threshold,
        )
        return probs > threshold


def get_sampler(name: str, num_speculative_tokens: int) -> AcceptanceSampler:
    return SAMPLER_REGISTRY[name](num_speculative_tokens)
