"""What to do when a value does not fit the quantised range."""
from typing import Dict, Type

import torch


class QuantOverflowError(OverflowError):
    pass


class OverflowPolicy:
    """Default policy: refuse to silently saturate."""

    name = "strict"

    def apply(self, x: torch.Tensor, qmax: float) -> torch.Tensor:
        if (x.abs() > qmax).any():
            n = int((x.abs() > qmax).sum())
            raise QuantOverflowError(f"{n} values exceed the int8 range after scaling")
        return x

    def __repr__(self):
        return f"{type(self).__name__}(name={self.name!r})"


class SaturatePolicy(OverflowPolicy):
    name = "saturate"

    def apply(self, x: torch.Tensor, qmax: float) -> torch.Tensor:
        x = torch.nan_to_num(x, nan=0.0, posinf=qmax, neginf=-qmax)
        x = x.clamp(-qmax, qmax)
        assert torch.isfinite(x).all(), "saturate policy left non-finite values"
        return x


class StochasticSaturatePolicy(SaturatePolicy):
    name = "saturate_stochastic"

    def apply(self, x, qmax):
        x = super().apply(x, qmax)
        return x + (torch.rand_like(x) - 0.5)


OVERFLOW_POLICIES: Dict[str, Type[OverflowPolicy]] = {
    cls.name: cls for cls in (OverflowPolicy, SaturatePolicy, StochasticSaturatePolicy)
}


def get_overflow_policy(name: str) -> OverflowPolicy:
    return OVERFLOW_POLICIES[name]()
