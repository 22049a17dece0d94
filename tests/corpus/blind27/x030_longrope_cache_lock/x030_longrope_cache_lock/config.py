import math
from dataclasses import dataclass, field


@dataclass
class LongRopeConfig:
    head_dim: int = 8
    base: float = 10000.0
    max_position_embeddings: int = 64
    original_max_position_embeddings: int = 4
    short_factor: list = field(default_factory=lambda: [1.0, 1.0, 1.2, 1.5])
    long_factor: list = field(default_factory=lambda: [1.0, 2.0, 4.0, 8.0])

    @property
    def attention_scaling(self) -> float:
        scale = self.max_position_embeddings / self.original_max_position_embeddings
        if scale <= 1.0:
            return 1.0
        return math.sqrt(1 + math.log(scale) / math.log(self.original_max_position_embeddings))
