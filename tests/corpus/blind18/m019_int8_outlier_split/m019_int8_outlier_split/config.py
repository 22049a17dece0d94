import enum
from dataclasses import dataclass


class QuantScheme(enum.Enum):
    W8A8 = "w8a8"
    W8A8_OUTLIER = "w8a8_outlier"


@dataclass(frozen=True)
class Int8Config:
    scheme: QuantScheme = QuantScheme.W8A8
    outlier_threshold: float = 6.0
    per_channel_weight: bool = True

    @classmethod
    def from_hf_config(cls, hf: dict) -> "Int8Config":
        scheme = QuantScheme(hf.get("quant_method", "w8a8"))
        return cls(scheme=scheme, outlier_threshold=float(hf.get("llm_int8_threshold", 6.0)))
