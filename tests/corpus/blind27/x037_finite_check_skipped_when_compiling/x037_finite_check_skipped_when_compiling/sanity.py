"""NaN/Inf guards used by eager debugging runs.

Under torch.compile the guards are skipped: they would force a host sync and a
graph break for every check.
"""
import logging

import torch

logger = logging.getLogger("serving.sanity")


class NonFiniteError(FloatingPointError):
    pass


def _describe(t: torch.Tensor) -> str:
    return f"shape={tuple(t.shape)} nan={int(torch.isnan(t).sum())} inf={int(torch.isinf(t).sum())}"


def assert_finite(name: str, t: torch.Tensor, raise_on_error: bool = True) -> torch.Tensor:
    if torch.compiler.is_compiling():
        return t
    if not torch.isfinite(t).all():
        msg = f"{name}: non-finite activations ({_describe(t)})"
        logger.error(msg)
        if raise_on_error:
            raise NonFiniteError(msg)
    return t
