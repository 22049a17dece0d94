import enum
import math
from dataclasses import dataclass


class ScalingMode(enum.Enum):
    STANDARD = "standard"
    RSLORA = "rslora"


def _standard(alpha: float, rank: int) -> float:
    return alpha / rank


def _rslora(alpha: float, rank: int) -> float:
    return alpha / math.sqrt(rank)


SCALING_FNS = {
    ScalingMode.STANDARD: _standard,
    ScalingMode.RSLORA: _rslora,
}


@dataclass(frozen=True)
class LoRAConfig:
    rank: int = 4
    alpha: float = 8.0
    mode: ScalingMode = ScalingMode.RSLORA
    dropout: float = 0.0

    def scaling(self) -> float:
        return SCALING_FNS[self.mode](self.alpha, self.rank)
