import os
from dataclasses import dataclass, field

DEBUG_SHAPES = os.environ.get("VIT_DEBUG_SHAPES", "0") == "1"


@dataclass
class EncoderSettings:
    dim: int = 16
    heads: int = 2
    depth: int = 2
    patch: int = 4
    train_grid: int = 4
    # resolutions that get a precomputed pos-embed at load time
    warm_grids: list = field(default_factory=lambda: [(3, 5), (4, 4), (5, 3)])


SETTINGS = EncoderSettings()
