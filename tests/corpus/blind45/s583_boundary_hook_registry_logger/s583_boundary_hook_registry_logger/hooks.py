"""Hooks run on the tensors that cross a pipeline stage boundary."""
import logging
from typing import Callable, Dict, Sequence, Tuple

import torch

logger = logging.getLogger(__name__)

_BOUNDARY_HOOKS: Dict[str, Callable] = {}


def register_boundary_hook(name: str):
    def deco(cls):
        _BOUNDARY_HOOKS[name] = cls()
        return cls

    return deco


def get_boundary_hooks(names: Sequence[str]) -> Tuple[Callable, ...]:
    return tuple(_BOUNDARY_HOOKS[n] for n in names)


@register_boundary_hook("shape_check")
class ShapeCheckHook:
    def __call__(self, stage_idx: int, tensors: Dict[str, torch.Tensor]) -> None:
        hidden = tensors["hidden_states"]
        for key, t in tensors.items():
            assert t.shape[0] == hidden.shape[0], f"{key}: batch dim mismatch at stage {stage_idx}"


@register_boundary_hook("trace")
class TraceHook:
    def __init__(self, level: int = logging.DEBUG):
        self.level = level

    def __call__(self, stage_idx: int, tensors: Dict[str, torch.Tensor]) -> None:
        for key, t in tensors.items():
            self._emit(stage_idx, key, t)

    def _emit(self, stage_idx: int, key: str, t: torch.Tensor) -> None:
        logger.log(self.level, "stage %d -> %s %s %s", stage_idx, key, tuple(t.shape), t.dtype)
