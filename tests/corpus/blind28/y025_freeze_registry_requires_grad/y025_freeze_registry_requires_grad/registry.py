"""Registry of parameter-freezing policies (used for adapter fine-tuning)."""
from typing import Callable

import torch
from torch import nn

_FREEZE_POLICIES: dict[str, Callable[[str], bool]] = {}


def register_freeze_policy(name: str):
    def deco(fn: Callable[[str], bool]):
        _FREEZE_POLICIES[name] = fn
        return fn

    return deco


def get_policy(name: str) -> Callable[[str], bool]:
    return _FREEZE_POLICIES[name]


def apply_freeze(module: nn.Module, policy_name: str) -> int:
    should_freeze = get_policy(policy_name)
    n = 0
    for pname, param in module.named_parameters():
        if should_freeze(pname):
            param.requires_grad_(False)
            n += 1
    return n
