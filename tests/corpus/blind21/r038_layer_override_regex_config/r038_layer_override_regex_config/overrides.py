from __future__ import annotations

import collections
import dataclasses
import enum
import os
import re


class ClampMode(enum.Enum):
    NONE = "none"
    SOFT = "soft"
    HARD = "hard"


@dataclasses.dataclass(frozen=True)
class LayerOptions:
    qk_clamp: ClampMode = ClampMode.NONE
    clamp_value: float = 30.0
    residual_scale: float = 1.0


# first match wins, so keep insertion order explicit
_OVERRIDES: "collections.OrderedDict[re.Pattern[str], dict]" = collections.OrderedDict(
    [
        (re.compile(r"layers\.0\.attn$"), {"qk_clamp": ClampMode.HARD, "clamp_value": 8.0}),
        (re.compile(r"layers\.(\d+)\.attn$"), {"qk_clamp": ClampMode.SOFT}),
    ]
)

_LAYER_IDX = re.compile(r"layers\.(\d+)\.")


def resolve_options(prefix: str, base: LayerOptions) -> LayerOptions:
    for pattern, updates in _OVERRIDES.items():
        if pattern.search(prefix):
            return dataclasses.replace(base, **updates)
    return base


def layer_index(prefix: str) -> int:
    m = _LAYER_IDX.search(prefix + ".")
    return int(m.group(1)) if m else 0


def residual_scale_from_env(default: float) -> float:
    return float(os.environ.get("R038_RESIDUAL_SCALE", default))
