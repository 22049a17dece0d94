import enum
from dataclasses import dataclass

import torch


class Format(enum.Enum):
    E4M3 = "e4m3"
    HYBRID = "hybrid"


_FP8_MAX = {
    torch.float8_e4m3fn: 448.0,
    torch.float8_e5m2: 57344.0,
}


@dataclass(frozen=True)
class DelayedScaling:
    margin: int = 0
    amax_history_len: int = 16
    amax_compute_algo: str = "max"
    fp8_format: Format = Format.HYBRID

    def fwd_dtype(self) -> torch.dtype:
        return torch.float8_e4m3fn

    def bwd_dtype(self) -> torch.dtype:
        if self.fp8_format is Format.HYBRID:
            return torch.float8_e5m2
        return torch.float8_e4m3fn

    def fp8_max(self, dtype: torch.dtype) -> float:
        return _FP8_MAX[dtype]
