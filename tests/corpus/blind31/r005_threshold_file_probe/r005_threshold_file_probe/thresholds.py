import functools
import json
import os
from pathlib import Path

_DEFAULT_PATH = Path(__file__).with_name("thresholds.json")
CATEGORIES = ("harmless", "helpful", "honest")
_FALLBACK = {"harmless": 0.5, "helpful": 0.3, "honest": 0.4}


def _thresholds_path() -> str:
    return os.environ.get("RM_THRESHOLDS", str(_DEFAULT_PATH))


@functools.cache
def load_thresholds(path: str) -> dict:
    try:
        with open(path) as f:
            raw = json.load(f)
    except FileNotFoundError:
        raw = {}
    return {k: float(raw.get(k, _FALLBACK[k])) for k in CATEGORIES}


def threshold_vector(device=None) -> list:
    table = load_thresholds(_thresholds_path())
    return [table[c] for c in CATEGORIES]
