"""Lookup of tuned fused-MoE kernel configs.

Config files are produced by ``benchmarks/kernels/benchmark_moe.py --tune`` and
live in ``configs/`` next to this file, one JSON file per (E, N, device, dtype).
Each file maps a token count M to a kernel config.
"""
import functools
import json
import os
from typing import Any, Dict, Optional

from .platform_utils import current_device_name, dtype_tag

CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def get_config_file_name(E: int, N: int, dtype=None) -> str:
    device_name = current_device_name()
    return f"E={E},N={N},device_name={device_name}{dtype_tag(dtype)}.json"


@functools.lru_cache
def get_moe_configs(E: int, N: int, dtype=None) -> Optional[Dict[int, Any]]:
    """Return the tuned configs keyed by batch size, or None if not tuned."""
    json_file_name = get_config_file_name(E, N, dtype)
    config_file_path = os.path.join(CONFIG_DIR, json_file_name)
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def get_default_config(M: int, E: int, N: int, K: int, topk: int) -> Dict[str, int]:
    if M <= E:
        return {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}


def try_get_optimal_moe_config(w1_shape, w2_shape, top_k: int, dtype, M: int) -> Dict[str, int]:
    E, N, _ = w1_shape
    configs = get_moe_configs(E, w2_shape[2], dtype)
    if configs:
        # pick the tuned entry whose batch size is closest to M
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    return get_default_config(M, E, N, w1_shape[2], top_k)
