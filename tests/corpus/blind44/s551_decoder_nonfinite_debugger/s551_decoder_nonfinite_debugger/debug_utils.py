"""Activation sanity checks used while bringing up new kernels.

Mirrors the "detect anomaly lite" helpers found in serving engines: every
check point can be switched on individually and reports the layer that first
produced a non-finite value.
"""
import torch
from torch import nn

from .config import NumericsDebugConfig


class NonFiniteActivationError(FloatingPointError):
    pass


def _raise_if_nonfinite(tensor: torch.Tensor, where: str) -> None:
    has_nan = torch.isnan(tensor).any()
    has_inf = torch.isinf(tensor).any()
    if has_nan or has_inf:
        raise NonFiniteActivationError(f"non-finite activation detected at {where}")


class NumericsDebugger(nn.Module):
    def __init__(self, cfg: NumericsDebugConfig, layer_idx: int):
        super().__init__()
        self.cfg = cfg
        self.layer_idx = layer_idx

    def enabled_for(self, point: str) -> bool:
        return self.cfg.check_finite and point in self.cfg.check_points

    def check(self, tensor: torch.Tensor, point: str) -> torch.Tensor:
        if self.enabled_for(point):
            if self.cfg.raise_on_failure:
                _raise_if_nonfinite(tensor, f"layer{self.layer_idx}.{point}")
        return tensor
