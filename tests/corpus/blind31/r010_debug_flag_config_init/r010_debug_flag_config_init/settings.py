import json
import os
from pathlib import Path

# module-level switch, flipped only by developers when debugging score drift
DEBUG_SCORES = os.environ.get("RM_DEBUG_SCORES", "0") == "1"

_DEFAULTS = {
    "aggregate": "weighted",
    "weights": [0.5, 0.3, 0.2],
    "reject_below": -2.0,
    "score_cap": 6.0,
}


def load_settings(path: str | None = None) -> dict:
    """Read the deployment config once; runs at model construction time."""
    cfg = dict(_DEFAULTS)
    path = path or os.environ.get("RM_CONFIG", "")
    if path and Path(path).is_file():
        with open(path) as f:
            cfg.update(json.load(f))
    return cfg
