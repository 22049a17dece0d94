"""Clamping policies applied before simulated low-precision matmuls."""
from dataclasses import dataclass

import torch

FP8_E4M3_MAX = 448.0
FP8_E5M2_MAX = 57344.0

_POLICIES = {}


def register_policy(name):
    def deco(cls):
        _POLICIES[name] = cls
        return cls

    return deco


@dataclass
class ClampPolicyBase:
    fmt_max: float = FP8_E4M3_MAX
    margin: float = 0.0

    def limit(self) -> float:
        return self.fmt_max * (1.0 - self.margin)

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_policy("none")
class NoClamp(ClampPolicyBase):
    def apply(self, x):
        return x


@register_policy("hard")
class HardClamp(ClampPolicyBase):
    def apply(self, x):
        lim = self.limit()
        return x.clamp(-lim, lim)


@register_policy("saturate")
class SaturatingScale(ClampPolicyBase):
    """Scale the tensor into range, then clamp whatever still overflows."""

    def compute_scale(self, x: torch.Tensor) -> float:
        amax = x.detach().abs().amax().item()
        if amax <= self.limit():
            # Already representable: avoid the extra multiply/divide round trip.
            return 1.0
        return self.limit() / max(amax, 1e-12)

    def apply(self, x):
        scale = self.compute_scale(x)
        lim = self.limit()
        return (x * scale).clamp(-lim, lim) / scale


def get_policy(name: str, **kwargs) -> ClampPolicyBase:
    return _POLICIES[name](**kwargs)
