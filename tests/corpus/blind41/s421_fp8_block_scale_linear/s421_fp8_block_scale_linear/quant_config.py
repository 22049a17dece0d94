from dataclasses import dataclass, field
from typing import List

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


@dataclass
class Fp8BlockQuantConfig:
    """Subset of the ``quantization_config`` block of an FP8 checkpoint."""

    quant_method: str = "fp8"
    activation_scheme: str = "dynamic"
    weight_block_size: List[int] = field(default_factory=lambda: [4, 4])
    out_dtype: torch.dtype = torch.float32

    @property
    def block_n(self) -> int:
        return self.weight_block_size[0]

    @property
    def block_k(self) -> int:
        return self.weight_block_size[1]

    @classmethod
    def from_config(cls, cfg: dict) -> "Fp8BlockQuantConfig":
        return cls(
            quant_method=cfg.get("quant_method", "fp8"),
            activation_scheme=cfg.get("activation_scheme", "dynamic"),
            weight_block_size=list(cfg.get("weight_block_size", [4, 4])),
        )
