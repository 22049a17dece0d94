"""Per-sensor channel statistics, shipped next to the checkpoint."""
import functools
import json
import os
from typing import Dict, List, Tuple

STATS_DIR = os.environ.get("SAT_STATS_DIR", os.path.join(os.path.dirname(__file__), "stats"))

_FALLBACK: Dict[str, Dict[str, List[float]]] = {
    "sentinel2": {"mean": [0.12, 0.10, 0.09, 0.28], "std": [0.05, 0.05, 0.06, 0.09]},
}


@functools.lru_cache(maxsize=None)
def load_channel_stats(sensor: str) -> Tuple[Tuple[float, ...], Tuple[float, ...]]:
    path = os.path.join(STATS_DIR, f"{sensor}.json")
    if os.path.exists(path):
        with open(path) as fh:
            table = json.load(fh)
    else:
        table = _FALLBACK[sensor]
    return tuple(table["mean"]), tuple(table["std"])
