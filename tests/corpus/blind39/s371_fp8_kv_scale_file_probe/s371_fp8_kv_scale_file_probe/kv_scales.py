"""Loading of calibrated fp8 KV-cache scaling factors.

Checkpoints produced by quantization toolkits ship a ``kv_cache_scales.json``
with one (k_scale, v_scale) pair per decoder layer.  When the file is absent we
fall back to unit scales, which is what vLLM does for uncalibrated fp8 caches.
"""
import functools
import json
import os

DEFAULT_SCALES_PATH = os.path.join("/opt/models/current", "kv_cache_scales.json")


@functools.lru_cache(maxsize=None)
def load_kv_cache_scales(path: str = DEFAULT_SCALES_PATH) -> dict:
    if not os.path.isfile(path):
        return {}
    with open(path) as fh:
        raw = json.load(fh)
    return {int(layer): (float(s["k_scale"]), float(s["v_scale"])) for layer, s in raw["scales"].items()}


def get_layer_kv_scales(layer_idx: int, default: float = 1.0):
    scales = load_kv_cache_scales()
    return scales.get(layer_idx, (default, default))
