from dataclasses import dataclass


@dataclass(frozen=True)
class GroupQuantConfig:
    group_size: int = 4
    bits: int = 8
    symmetric: bool = True
    # scales above this are considered corrupted checkpoints and are clamped
    max_scale: float = 1.0e4

    @property
    def qmax(self) -> int:
        return (1 << (self.bits - 1)) - 1
