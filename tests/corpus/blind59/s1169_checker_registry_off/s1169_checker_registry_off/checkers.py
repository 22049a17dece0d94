import logging
import sys
from typing import Callable, Dict, Type

import torch

logger = logging.getLogger(__name__)

_CHECKER_REGISTRY: Dict[str, Type["NumericsChecker"]] = {}


def register_checker(name: str) -> Callable:
    def wrap(cls):
        _CHECKER_REGISTRY[name] = cls
        return cls

    return wrap


class NumericsChecker:
    def __init__(self, atol: float = 1e3):
        self.atol = atol

    def check(self, name: str, tensor: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_checker("none")
class NoopChecker(NumericsChecker):
    def check(self, name: str, tensor: torch.Tensor) -> torch.Tensor:
        return tensor


@register_checker("warn")
class WarnChecker(NumericsChecker):
    def check(self, name: str, tensor: torch.Tensor) -> torch.Tensor:
        amax = tensor.abs().max().item()
        if amax != amax or amax > self.atol:
            logger.warning("%s: suspicious magnitude %.3e", name, amax)
        return tensor


@register_checker("dump")
class DumpChecker(NumericsChecker):
    def check(self, name: str, tensor: torch.Tensor) -> torch.Tensor:
        sys.stderr.write(f"{name}: {tensor.detach().cpu().tolist()}\n")
        return tensor


def build_checker(mode: str, **kwargs) -> NumericsChecker:
    try:
        cls = _CHECKER_REGISTRY[mode]
    except KeyError:
        raise ValueError(f"unknown numerics check mode {mode!r}; options: {sorted(_CHECKER_REGISTRY)}")
    return cls(**kwargs)
