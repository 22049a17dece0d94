import enum
from dataclasses import dataclass, field


class ActivationScheme(enum.Enum):
    STATIC = "static"
    DYNAMIC = "dynamic"


class WeightGranularity(enum.IntEnum):
    TENSOR = 0
    CHANNEL = 1


@dataclass(frozen=True)
class Fp8Config:
    activation_scheme: ActivationScheme = ActivationScheme.DYNAMIC
    weight_granularity: WeightGranularity = WeightGranularity.CHANNEL
    fp8_max: float = 448.0
    ignored_layers: tuple[str, ...] = field(default_factory=tuple)

    def is_dynamic(self) -> bool:
        return self.activation_scheme is ActivationScheme.DYNAMIC
