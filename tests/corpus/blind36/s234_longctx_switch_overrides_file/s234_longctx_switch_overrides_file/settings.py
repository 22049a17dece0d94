import functools
import json
import os
from pathlib import Path

_DEFAULTS = {"long_context_threshold": 4096, "short_mscale": 1.0, "long_mscale": 1.0}
_OVERRIDE_PATH = os.environ.get(
    "ROPE_OVERRIDES", str(Path(__file__).with_name("rope_overrides.json"))
)


@functools.cache
def rope_overrides() -> dict:
    """Deployment-specific rope knobs; ops can drop a JSON file next to the weights."""
    merged = dict(_DEFAULTS)
    try:
        with open(_OVERRIDE_PATH) as fh:
            merged.update(json.load(fh))
    except FileNotFoundError:
        pass
    return merged


def long_context_threshold() -> int:
    return int(rope_overrides()["long_context_threshold"])


def mscale_for(is_long: bool) -> float:
    cfg = rope_overrides()
    return float(cfg["long_mscale"] if is_long else cfg["short_mscale"])
