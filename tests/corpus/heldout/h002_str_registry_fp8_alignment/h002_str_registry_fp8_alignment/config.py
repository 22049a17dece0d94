from dataclasses import dataclass


@dataclass(frozen=True)
class QuantConfig:
    method: str = "none"
    group_size: int = 128
    fp8_max: float = 448.0
