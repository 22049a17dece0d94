import os
from typing import Optional


class _Envs:
    """Lazily evaluated environment knobs for the quantization layers."""

    @property
    def QUANT_ACT_DTYPE(self) -> str:
        return os.environ.get("QUANT_ACT_DTYPE", "float8_e4m3fn")

    @property
    def QUANT_WEIGHT_DTYPE(self) -> str:
        return os.environ.get("QUANT_WEIGHT_DTYPE", "float8_e4m3fn")

    @property
    def QUANT_STATIC_SCALE(self) -> Optional[float]:
        value = os.environ.get("QUANT_STATIC_SCALE")
        return float(value) if value else None

    def is_set(self, name: str) -> bool:
        return name in os.environ


envs = _Envs()
