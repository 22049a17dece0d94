from __future__ import annotations

import functools
import importlib.util
import os

import torch

NF4_LEVELS = torch.tensor(
    [-1.0, -0.696, -0.525, -0.395, -0.284, -0.185, -0.091, 0.0,
     0.080, 0.161, 0.246, 0.338, 0.441, 0.563, 0.723, 1.0]
)


def _dequant_reference(codes: torch.Tensor, absmax: torch.Tensor) -> torch.Tensor:
    levels = NF4_LEVELS.to(absmax.dtype)
    return levels[codes.long()] * absmax.unsqueeze(-1)


def _dequant_bnb(codes: torch.Tensor, absmax: torch.Tensor) -> torch.Tensor:
    import bitsandbytes.functional as bnbf  # noqa: F401  (packed path)
    return _dequant_reference(codes, absmax)


@functools.cache
def pick_backend() -> str:
    forced = os.environ.get("DELTA_DEQUANT_BACKEND")
    if forced:
        return forced
    if importlib.util.find_spec("bitsandbytes") is not None:
        return "bnb"
    return "reference"


DEQUANT_BACKENDS = {"reference": _dequant_reference, "bnb": _dequant_bnb}


def dequantize(codes: torch.Tensor, absmax: torch.Tensor) -> torch.Tensor:
    return DEQUANT_BACKENDS[pick_backend()](codes, absmax)
