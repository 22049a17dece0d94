import enum
from dataclasses import dataclass


class PoolingType(enum.Enum):
    CLS = "cls"
    MEAN = "mean"
    LAST = "last"


@dataclass(frozen=True)
class EmbeddingConfig:
    hidden_size: int = 8
    num_layers: int = 2
    pooling_type: PoolingType = PoolingType.LAST
    normalize: bool = True
    layer_norm_eps: float = 1e-6
