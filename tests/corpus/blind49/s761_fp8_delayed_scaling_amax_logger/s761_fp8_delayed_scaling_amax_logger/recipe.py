import enum
from dataclasses import dataclass, field

import torch


class Format(enum.Enum):
    E4M3 = "e4m3"
    HYBRID = "hybrid"


_FP8_DTYPES = {
    "fwd": torch.float8_e4m3fn,
    "bwd": torch.float8_e5m2,
}


@dataclass
class DelayedScalingRecipe:
    """Scaling recipe: scales are derived from a rolling window of past amaxes."""

    fp8_format: Format = Format.HYBRID
    amax_history_len: int = 16
    amax_compute_algo: str = "max"
    margin: int = 0
    log_interval: int = 50
    reduce_amax: bool = False
    _dtypes: dict = field(default_factory=lambda: dict(_FP8_DTYPES))

    @property
    def fwd_dtype(self) -> torch.dtype:
        return self._dtypes["fwd"]

    @property
    def fwd_max(self) -> float:
        return torch.finfo(self.fwd_dtype).max

    def scale_from_amax(self, amax: torch.Tensor, prev_scale: torch.Tensor) -> torch.Tensor:
        exp = torch.floor(torch.log2(self.fwd_max / amax)) - self.margin
        sf = torch.round(torch.pow(2.0, torch.abs(exp)))
        sf = torch.where(amax > 0.0, sf, prev_scale)
        sf = torch.where(torch.isfinite(amax), sf, prev_scale)
        return torch.where(exp < 0, 1.0 / sf, sf)
