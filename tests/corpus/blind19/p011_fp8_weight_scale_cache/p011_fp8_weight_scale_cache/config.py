from __future__ import annotations

from dataclasses import dataclass, field

import torch

FP8_DTYPE = getattr(torch, "float8_e4m3fn", None)


@dataclass(frozen=True)
class Fp8Config:
    """Settings of the fp8 linear method, as read from a checkpoint's quant config."""

    activation_scheme: str = "dynamic"
    weight_dtype: torch.dtype | None = FP8_DTYPE
    ignored_layers: tuple[str, ...] = field(default_factory=tuple)
    # re-quantize the weight lazily on first use instead of at load time
    lazy_weight_quant: bool = True

    @property
    def fp8_max(self) -> float:
        if self.weight_dtype is None:
            return 448.0
        return float(torch.finfo(self.weight_dtype).max)

    def is_ignored(self, prefix: str) -> bool:
        return any(prefix.startswith(p) for p in self.ignored_layers)
