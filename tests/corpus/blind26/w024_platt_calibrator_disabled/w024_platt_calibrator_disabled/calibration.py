"""Score calibration fitted offline (Platt scaling / isotonic fallback)."""
import json
from dataclasses import dataclass

import torch

_FITTED = json.loads('{"platt": {"a": -1.83, "b": 0.21}, "clip": [0.001, 0.999]}')


@dataclass
class PlattParams:
    a: float
    b: float
    lo: float
    hi: float

    @classmethod
    def load_default(cls) -> "PlattParams":
        return cls(_FITTED["platt"]["a"], _FITTED["platt"]["b"], *_FITTED["clip"])


# Calibration must match the sklearn numbers bit-for-bit in the eval harness,
# so keep it out of any fused/compiled region.
@torch.compiler.disable
def platt_scale(raw: torch.Tensor, params: PlattParams) -> torch.Tensor:
    p = 1.0 / (1.0 + torch.exp(params.a * raw.double() + params.b))
    return p.clamp(params.lo, params.hi).to(raw.dtype)


class Calibrator:
    def __init__(self, params: PlattParams | None = None):
        self.params = params or PlattParams.load_default()

    def __call__(self, raw: torch.Tensor) -> torch.Tensor:
        calibrated = platt_scale(raw, self.params)
        return calibrated
