"""Pre-tuned launch configurations shipped as JSON next to the code.

Files are named after the problem shape; the best entry for a batch size is
the one whose key is closest to it.
"""
import functools
import json
import os
from typing import Dict, Optional

_CONFIG_DIR = os.path.join(os.path.dirname(__file__), "configs")

_FALLBACK = {"BLOCK_M": 32, "chunk": 1}


def _config_file_name(num_experts: int, n: int, device: str = "cpu") -> str:
    return f"E={num_experts},N={n},device={device}.json"


@functools.lru_cache(maxsize=None)
def get_tuned_configs(num_experts: int, n: int) -> Optional[Dict[int, dict]]:
    path = os.path.join(_CONFIG_DIR, _config_file_name(num_experts, n))
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return {int(k): v for k, v in json.load(f).items()}


def pick_config(num_experts: int, n: int, m: int) -> dict:
    table = get_tuned_configs(num_experts, n)
    if not table:
        return dict(_FALLBACK)
    best = min(table, key=lambda k: abs(k - m))
    return table[best]
