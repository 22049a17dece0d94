"""Loading of offline-calibrated KV cache scales."""
import functools
import json
import os

_DEFAULT_PATH = os.path.join(os.path.dirname(__file__), "kv_scales.json")


@functools.lru_cache(maxsize=None)
def load_kv_scales(path: str = _DEFAULT_PATH) -> dict:
    with open(path) as f:
        raw = json.load(f)
    return {"k": tuple(raw["k"]), "v": tuple(raw["v"])}


def resolve_scale_path() -> str:
    return os.environ.get("KV_SCALES_PATH", _DEFAULT_PATH)
