import enum
from dataclasses import dataclass


class PoolingType(enum.Enum):
    MEAN = "mean"
    LAST = "last"
    CLS = "cls"

    @classmethod
    def parse(cls, name: str) -> "PoolingType":
        return cls(name.lower())


@dataclass(frozen=True)
class PoolerConfig:
    pooling: PoolingType = PoolingType.MEAN
    normalize: bool = True
    dim: int = 8
