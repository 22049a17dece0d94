import enum
from dataclasses import dataclass
from typing import Optional


class PoolingType(enum.IntEnum):
    LAST = 0
    ALL = 1
    CLS = 2
    MEAN = 3


@dataclass(frozen=True)
class PoolerConfig:
    pooling_type: PoolingType = PoolingType.MEAN
    normalize: bool = True
    softmax: bool = False
    dimensions: Optional[int] = None

    @classmethod
    def from_dict(cls, d: dict) -> "PoolerConfig":
        ptype = d.get("pooling_type", "MEAN")
        if isinstance(ptype, str):
            ptype = PoolingType[ptype.upper()]
        return cls(
            pooling_type=ptype,
            normalize=d.get("normalize", True),
            softmax=d.get("softmax", False),
            dimensions=d.get("dimensions"),
        )
