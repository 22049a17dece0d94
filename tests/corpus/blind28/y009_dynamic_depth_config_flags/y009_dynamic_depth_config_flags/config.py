"""Dynamic-depth configuration resolved once, when the model is built."""
import enum
import json
import math
import os
from dataclasses import dataclass, field
from typing import List

DEBUG_DEPTH = os.environ.get("DEBUG_DYNAMIC_DEPTH", "0") == "1"


class SkipMode(enum.Enum):
    NONE = "none"
    STRIDE = "stride"
    TAIL = "tail"


@dataclass(frozen=True)
class DepthConfig:
    num_layers: int = 6
    mode: SkipMode = SkipMode.STRIDE
    keep_ratio: float = 0.5
    residual_scale_base: float = 2.0
    active: List[int] = field(default_factory=list)

    def residual_scale(self) -> float:
        # depth-scaled residual, folded to a constant by the compiler
        return 1.0 / math.sqrt(self.residual_scale_base * max(len(self.active), 1))


def _active_layers(num_layers: int, mode: SkipMode, keep_ratio: float) -> List[int]:
    keep = max(1, int(math.ceil(num_layers * keep_ratio)))
    if mode is SkipMode.NONE:
        return list(range(num_layers))
    if mode is SkipMode.TAIL:
        return list(range(keep))
    stride = max(1, num_layers // keep)
    return list(range(0, num_layers, stride))[:keep]


def load_depth_config(path: str = "") -> DepthConfig:
    raw = {}
    if path and os.path.exists(path):
        with open(path) as f:
            raw = json.load(f)
    n = int(raw.get("num_layers", os.environ.get("DEPTH_NUM_LAYERS", 6)))
    mode = SkipMode(raw.get("mode", "stride"))
    ratio = float(raw.get("keep_ratio", 0.5))
    return DepthConfig(num_layers=n, mode=mode, keep_ratio=ratio, active=_active_layers(n, mode, ratio))
