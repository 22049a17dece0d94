"""Eager-mode anomaly checks for activations (NaN/Inf and overflow)."""
import logging

import torch

logger = logging.getLogger(__name__)


class NonFiniteActivation(RuntimeError):
    pass


class AnomalyChecker:
    def __init__(self, raise_on_nonfinite: bool = True, warn_abs: float = 6.0e4):
        self.raise_on_nonfinite = raise_on_nonfinite
        self.warn_abs = warn_abs
        self.seen = 0

    def _eager_check(self, name: str, t: torch.Tensor) -> None:
        bad = (~torch.isfinite(t)).sum().item()
        if bad:
            msg = f"{name}: {bad} non-finite values"
            if self.raise_on_nonfinite:
                raise NonFiniteActivation(msg)
            logger.warning(msg)
        peak = t.detach().abs().max().item()
        if peak > self.warn_abs:
            logger.warning("%s: activation peak %.3g close to fp16 max", name, peak)
        self.seen += 1

    def __call__(self, name: str, t: torch.Tensor) -> torch.Tensor:
        # Inspecting values forces a host sync and data-dependent control flow;
        # under torch.compile the check is skipped entirely.
        if not torch.compiler.is_compiling():
            self._eager_check(name, t)
        return t


CHECKER = AnomalyChecker()
