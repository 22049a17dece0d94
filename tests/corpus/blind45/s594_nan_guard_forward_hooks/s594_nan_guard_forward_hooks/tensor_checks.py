"""Debug helpers shared by the NaN-guard integration and the unit tests."""
from __future__ import annotations

import torch


class NonFiniteActivationError(FloatingPointError):
    def __init__(self, where: str, tensor: torch.Tensor) -> None:
        super().__init__(f"non-finite values in output of {where} (shape={tuple(tensor.shape)}, dtype={tensor.dtype})")


def _iter_tensors(obj):
    if isinstance(obj, torch.Tensor):
        yield obj
    elif isinstance(obj, (tuple, list)):
        for item in obj:
            yield from _iter_tensors(item)


def assert_all_finite(where: str, output) -> None:
    for tensor in _iter_tensors(output):
        if not tensor.is_floating_point():
            continue
        if not torch.isfinite(tensor).all():
            raise NonFiniteActivationError(where, tensor)
