import functools
import json
import os
from typing import Any, Dict, List, Optional

import torch

_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def get_device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name()
    return "cpu"


def get_config_dtype_str(dtype: torch.dtype, use_fp8_w8a8: bool = False) -> Optional[str]:
    if use_fp8_w8a8:
        return "fp8_w8a8"
    if dtype == torch.float32:
        return "float32"
    return None


def get_config_file_name(
    E: int, N: int, dtype: Optional[str], block_shape: Optional[List[int]] = None
) -> str:
    device_name = get_device_name().replace(" ", "_")
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    block_shape_selector = (
        "" if not block_shape or not all(block_shape) else f",block_shape={block_shape}"
    )
    return f"E={E},N={N},device_name={device_name}{dtype_selector}{block_shape_selector}.json"


@functools.lru_cache
def get_moe_configs(
    E: int, N: int, dtype: Optional[str], block_n: int = 0, block_k: int = 0
) -> Optional[Dict[int, Any]]:
    json_file_name = get_config_file_name(E, N, dtype, [block_n, block_k])
    config_file_path = os.path.join(_CONFIG_DIR, json_file_name)
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def get_default_config(M: int, E: int, N: int, K: int, topk: int) -> Dict[str, int]:
    config = {
        "BLOCK_SIZE_M": 64,
        "BLOCK_SIZE_N": 64,
        "BLOCK_SIZE_K": 32,
        "GROUP_SIZE_M": 8,
    }
    if M <= E:
        config = {
            "BLOCK_SIZE_M": 16,
            "BLOCK_SIZE_N": 32,
            "BLOCK_SIZE_K": 64,
            "GROUP_SIZE_M": 1,
        }
    return config


def try_get_optimal_moe_config(
    w1_shape: torch.Size,
    w2_shape: torch.Size,
    top_k: int,
    dtype: Optional[str],
    M: int,
    block_shape: Optional[List[int]] = None,
) -> Dict[str, int]:
    E, _, N = w2_shape
    block_n, block_k = block_shape if block_shape else (0, 0)
    configs = get_moe_configs(E, N, dtype, block_n, block_k)
    if configs:
        best = sorted(configs.keys())[-1]
        for m in sorted(configs.keys()):
            if m >= M:
                best = m
                break
        return configs[best]
    return get_default_config(M, E, N, w1_shape[2], top_k)
