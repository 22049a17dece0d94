from dataclasses import dataclass, field


@dataclass
class RopeConfig:
    head_dim: int = 8
    num_heads: int = 2
    base: float = 10000.0
    max_position_embeddings: int = 2
    scaling_type: str = "dynamic"
    scaling_factor: float = 2.0
    extra: dict = field(default_factory=dict)

    @property
    def rotary_dim(self) -> int:
        return self.head_dim
