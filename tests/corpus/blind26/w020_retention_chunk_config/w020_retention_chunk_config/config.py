import enum
import math
from dataclasses import dataclass, field, replace


class DecayMode(enum.Enum):
    FIXED = "fixed"
    LEARNED = "learned"


@dataclass(frozen=True)
class RetentionConfig:
    num_heads: int = 2
    chunk_size: int = 4
    decay_mode: DecayMode = DecayMode.FIXED
    gammas: tuple = field(default=())

    def with_default_gammas(self) -> "RetentionConfig":
        if self.gammas:
            return self
        g = tuple(1 - 2 ** (-5 - i) for i in range(self.num_heads))
        return replace(self, gammas=g)

    def log_gammas(self):
        return [math.log(g) for g in self.with_default_gammas().gammas]


DEFAULT_CONFIG = RetentionConfig()
