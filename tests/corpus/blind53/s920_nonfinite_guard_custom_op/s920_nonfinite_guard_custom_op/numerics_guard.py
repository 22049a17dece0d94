import logging

import torch

from . import _custom_ops  # noqa: F401  (registers corpus_s920 ops)

logger = logging.getLogger(__name__)


class NumericsGuard:
    name = "none"

    def __init__(self, margin: float = 1000.0):
        self.margin = margin

    def check(self, tensor: torch.Tensor, where: str) -> torch.Tensor:
        return tensor


class DebugNumericsGuard(NumericsGuard):
    name = "debug"

    def check(self, tensor: torch.Tensor, where: str) -> torch.Tensor:
        n_inf = int(torch.isinf(tensor).sum())
        n_nan = int(torch.isnan(tensor).sum())
        if n_inf or n_nan:
            logger.warning("non-finite activations after %s: inf=%d nan=%d", where, n_inf, n_nan)
        return tensor


class SanitizingNumericsGuard(NumericsGuard):
    name = "sanitize"

    def check(self, tensor: torch.Tensor, where: str) -> torch.Tensor:
        return torch.ops.corpus_s920.sanitize_fp16_overflow(tensor, self.margin)


_GUARDS = {cls.name: cls for cls in (NumericsGuard, DebugNumericsGuard, SanitizingNumericsGuard)}


def make_numerics_guard(mode: str, margin: float = 1000.0) -> NumericsGuard:
    return _GUARDS[mode](margin)
