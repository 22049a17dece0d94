"""Override table keyed by regular expressions over module prefixes.

Checkpoints for depth-scaled models ship a table such as
``{"model.layers.(\\d+).mlp": {"residual_scale": "depth"}}``; it is resolved
lazily, the first time a layer runs, because prefixes are only known once the
model is assembled.
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import math
import os
import re
from typing import Dict, Optional


class Activation(enum.Enum):
    GELU = "gelu"
    SILU = "silu"


@dataclasses.dataclass(frozen=True)
class LayerOptions:
    residual_scale: float = 1.0
    activation: Activation = Activation.SILU
    layer_idx: Optional[int] = None


OVERRIDE_TABLE: Dict[str, Dict[str, str]] = {
    r"model\.layers\.(\d+)\.mlp": {"residual_scale": "depth"},
    r"model\.layers\.0\.mlp": {"activation": "gelu"},
}

_LAYER_RE = re.compile(r"model\.layers\.(\d+)\.")


def _depth_scale(layer_idx: int, num_layers: int) -> float:
    base = float(os.environ.get("Q037_DEPTH_BASE", "2.0"))
    return 1.0 / math.sqrt(base * (layer_idx + 1) / num_layers + 1.0)


@functools.lru_cache(maxsize=None)
def layer_index(prefix: str) -> Optional[int]:
    m = _LAYER_RE.match(prefix + ".")
    return int(m.group(1)) if m else None


def resolve(prefix: str, num_layers: int) -> LayerOptions:
    opts = LayerOptions(layer_idx=layer_index(prefix))
    for pattern, fields in OVERRIDE_TABLE.items():
        if re.fullmatch(pattern, prefix) is None:
            continue
        for key, raw in fields.items():
            if key == "residual_scale" and raw == "depth":
                opts = dataclasses.replace(opts, residual_scale=_depth_scale(opts.layer_idx or 0, num_layers))
            elif key == "activation":
                opts = dataclasses.replace(opts, activation=Activation(raw))
    return opts
