"""Tuned Triton configs for the fused MoE kernel, one JSON file per (E, N, device)."""
from __future__ import annotations

import functools
import json
import os
from typing import Any, Optional

from .device_caps import current_device_name

_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")

_DEFAULT_CONFIG = {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}


def get_config_file_name(E: int, N: int, dtype: Optional[str]) -> str:
    device_name = current_device_name()
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    return f"E={E},N={N},device_name={device_name}{dtype_selector}.json"


@functools.lru_cache
def get_moe_configs(E: int, N: int, dtype: Optional[str]) -> Optional[dict[int, Any]]:
    """Return {batch_size: kernel config} if a tuned table exists, else None."""
    config_file_path = os.path.join(_CONFIG_DIR, get_config_file_name(E, N, dtype))
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def try_get_optimal_moe_config(E: int, N: int, M: int, dtype: Optional[str] = None) -> dict[str, int]:
    configs = get_moe_configs(E, N, dtype)
    if configs:
        # closest tuned batch size
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    return dict(_DEFAULT_CONFIG)
