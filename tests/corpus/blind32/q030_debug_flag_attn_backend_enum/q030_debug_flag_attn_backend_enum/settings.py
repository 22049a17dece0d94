import enum
import os
from dataclasses import dataclass, field

# read once at import; the serving image never sets it
DEBUG_NAN_CHECKS = os.environ.get("Q030_DEBUG_NAN_CHECKS", "0") == "1"


class AttnBackend(enum.Enum):
    MATH = "math"
    SDPA = "sdpa"


@dataclass
class DenoiserConfig:
    dim: int = 32
    heads: int = 4
    rope_theta: float = 10000.0
    attn_backend: AttnBackend = AttnBackend(os.environ.get("Q030_ATTN", "sdpa"))
    shift: float = 3.0
    extra: dict = field(default_factory=dict)
