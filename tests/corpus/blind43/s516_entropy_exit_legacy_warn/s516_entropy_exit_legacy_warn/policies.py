from typing import Callable, Dict, Type

import torch

from .config import ExitPolicyConfig

EXIT_POLICIES: Dict[str, Type["ExitPolicy"]] = {}


def register_policy(name: str) -> Callable:
    def deco(cls):
        EXIT_POLICIES[name] = cls
        return cls
    return deco


class ExitPolicy:
    def __init__(self, cfg: ExitPolicyConfig):
        self.cfg = cfg

    def exit_mask(self, logits: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_policy("entropy")
class EntropyExitPolicy(ExitPolicy):
    def exit_mask(self, logits: torch.Tensor) -> torch.Tensor:
        logp = torch.log_softmax(logits.float() / self.cfg.temperature, dim=-1)
        entropy = -(logp.exp() * logp).sum(dim=-1)
        return entropy < self.cfg.effective_threshold()


@register_policy("max_prob")
class MaxProbExitPolicy(ExitPolicy):
    def exit_mask(self, logits: torch.Tensor) -> torch.Tensor:
        return torch.softmax(logits.float(), dim=-1).amax(dim=-1) > 0.9


def build_exit_policy(cfg: ExitPolicyConfig) -> ExitPolicy:
    return EXIT_POLICIES[cfg.policy](cfg)
