from dataclasses import dataclass


@dataclass(frozen=True)
class SSMConfig:
    d_model: int = 8
    d_state: int = 4
    expand: int = 1
    max_batch: int = 2
    dt_min: float = 0.001
    dt_max: float = 0.1

    @property
    def d_inner(self) -> int:
        return self.d_model * self.expand
