from dataclasses import dataclass


@dataclass(frozen=True)
class VisionConfig:
    hidden_size: int = 8
    num_heads: int = 2
    spatial_merge_size: int = 2
    rope_theta: float = 10000.0

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads
