"""Calibrated exit thresholds, produced by the offline calibration job."""
import functools
import json
import os

_DEFAULT_PATH = os.path.join(os.path.dirname(__file__), "thresholds.json")
_FALLBACK = 0.9


@functools.cache
def load_thresholds(path: str = _DEFAULT_PATH) -> dict:
    try:
        with open(path) as fh:
            raw = json.load(fh)
    except FileNotFoundError:
        return {}
    return {int(k): float(v) for k, v in raw.get("layers", {}).items()}


def threshold_for(layer_idx: int) -> float:
    return load_thresholds().get(layer_idx, _FALLBACK)
