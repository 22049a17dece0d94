"""Look up tuned fused-MoE tile configs shipped as JSON next to this module."""
import functools
import json
import os
from typing import Any, Dict, Optional

import torch

_PACKAGED_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def get_device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def get_config_file_name(E: int, N: int, dtype: Optional[str]) -> str:
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    return f"E={E},N={N},device_name={get_device_name()}{dtype_selector}.json"


@functools.lru_cache
def get_moe_configs(E: int, N: int, dtype: Optional[str]) -> Optional[Dict[int, Any]]:
    config_dir = os.environ.get("CORPUS_G015_MOE_CONFIG_DIR", _PACKAGED_CONFIG_DIR)
    config_file_path = os.path.join(config_dir, get_config_file_name(E, N, dtype))
    try:
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    except FileNotFoundError:
        return None


def get_default_config(M: int, E: int) -> Dict[str, int]:
    return {"BLOCK_SIZE_M": 16 if M <= E else 64, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}


def try_get_optimal_moe_config(M: int, E: int, N: int, dtype: Optional[str] = None) -> Dict[str, int]:
    configs = get_moe_configs(E, N, dtype)
    if configs:
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    return get_default_config(M, E)
