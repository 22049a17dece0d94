from dataclasses import dataclass


@dataclass(frozen=True)
class SSMConfig:
    d_model: int = 8
    d_state: int = 4
    expand: int = 2
    d_conv: int = 4
    chunk_size: int = 4
    dt_min: float = 1e-3
    dt_max: float = 0.1
    dt_clamp_max: float = 4.0

    @property
    def d_inner(self) -> int:
        return self.expand * self.d_model
