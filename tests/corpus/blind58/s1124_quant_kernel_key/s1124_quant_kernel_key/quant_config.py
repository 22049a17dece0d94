from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple


@dataclass(frozen=True)
class Fp8Config:
    is_checkpoint_fp8_serialized: bool = False
    activation_scheme: str = "dynamic"
    weight_block_size: Optional[Tuple[int, int]] = None

    def __post_init__(self):
        if self.activation_scheme not in ("static", "dynamic"):
            raise ValueError(f"Unsupported activation scheme {self.activation_scheme}")
        if self.weight_block_size is not None and len(self.weight_block_size) != 2:
            raise ValueError("weight_block_size must be [block_n, block_k]")

    @classmethod
    def get_name(cls) -> str:
        return "fp8"

    @property
    def use_block_quant(self) -> bool:
        return self.weight_block_size is not None


@dataclass(frozen=True)
class W8A8Int8Config:
    per_token_activation: bool = True

    @classmethod
    def get_name(cls) -> str:
        return "w8a8_int8"
