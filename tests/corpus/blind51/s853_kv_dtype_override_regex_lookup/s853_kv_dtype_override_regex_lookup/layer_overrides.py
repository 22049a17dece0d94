import functools
import json
import os
import re
from typing import Any, Dict

import torch

_DEFAULT_OVERRIDES: Dict[str, Dict[str, Any]] = {
    r"model\.layers\.\d+\.linear_attn\.attn": {"kv_cache_dtype": "auto"},
    r"model\.layers\.(0|1)\.self_attn\.attn": {"kv_cache_dtype": "auto"},
    r"model\.layers\.\d+\.self_attn\.attn": {"kv_cache_dtype": "fp8_e4m3", "k_scale": 0.05, "v_scale": 0.05},
}

_STR_TO_DTYPE = {
    "auto": None,
    "fp8_e4m3": torch.float8_e4m3fn,
    "fp8_e5m2": torch.float8_e5m2,
    "bf16": torch.bfloat16,
}


def _load_override_table() -> Dict[str, Dict[str, Any]]:
    raw = os.environ.get("SGLANG_LAYER_QUANT_OVERRIDES")
    if raw:
        return json.loads(raw)
    return _DEFAULT_OVERRIDES


OVERRIDE_TABLE = _load_override_table()


@functools.lru_cache(maxsize=None)
def resolve_layer_override(prefix: str) -> Dict[str, Any]:
    for pattern, override in OVERRIDE_TABLE.items():
        if re.fullmatch(pattern, prefix):
            return override
    return {}


def get_kv_cache_dtype(prefix: str, default: str = "auto"):
    name = resolve_layer_override(prefix).get("kv_cache_dtype", default)
    return _STR_TO_DTYPE[name]


def get_kv_scales(prefix: str):
    override = resolve_layer_override(prefix)
    return override.get("k_scale", 1.0), override.get("v_scale", 1.0)
