import os
from dataclasses import dataclass, field

# read once at import; the hot path only sees a Python bool
DEBUG_GRAPH = os.environ.get("R019_DEBUG_GRAPH", "0") == "1"


@dataclass
class LatticeConfig:
    radius: int = 1
    metric: str = "chebyshev"
    hidden: int = 16
    cutoff_fn: str = "cosine"
    extra: dict = field(default_factory=dict)
