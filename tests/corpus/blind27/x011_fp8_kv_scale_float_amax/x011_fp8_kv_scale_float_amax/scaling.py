"""Scale-update policies for fp8 KV caches."""
from dataclasses import dataclass

import torch

FP8_E4M3_MAX = 448.0


@dataclass
class ScalePolicyConfig:
    margin: float = 1.0
    min_scale: float = 1e-6
    momentum: float = 0.9


class DynamicScalePolicy:
    """Recomputes the scale from the current tensor's amax every step."""

    def __init__(self, cfg: ScalePolicyConfig):
        self.cfg = cfg
        self.last_scale = 1.0

    def compute_scale(self, amax: torch.Tensor) -> float:
        # Keep the scale as a python float so it can be logged / exported.
        amax_f = float(amax)
        scale = max(amax_f / FP8_E4M3_MAX, self.cfg.min_scale) * self.cfg.margin
        self.last_scale = self.cfg.momentum * self.last_scale + (1 - self.cfg.momentum) * scale
        return self.last_scale


class StaticScalePolicy:
    def __init__(self, scale: float):
        self.scale = scale

    def compute_scale(self, amax: torch.Tensor) -> float:
        return self.scale


POLICIES = {
    "dynamic": DynamicScalePolicy,
    "static": StaticScalePolicy,
}


def build_policy(name: str, **kwargs):
    if name == "static":
        return StaticScalePolicy(kwargs.get("scale", 1.0))
    return POLICIES[name](ScalePolicyConfig(**kwargs))
