import functools
import json
import os
from typing import Any, Dict, List, Optional

import torch

_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def _device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


@functools.lru_cache
def get_w8a8_block_int8_configs(
    N: int, K: int, block_n: int, block_k: int
) -> Optional[Dict[int, Any]]:
    json_file_name = (
        f"N={N},K={K},device_name={_device_name()},dtype=int8_w8a8,"
        f"block_shape=[{block_n}, {block_k}].json"
    )
    config_file_path = os.path.join(_CONFIG_DIR, json_file_name)
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def default_block_config(block_size: List[int]) -> Dict[str, Any]:
    return {
        "BLOCK_SIZE_M": 64,
        "BLOCK_SIZE_N": block_size[0],
        "BLOCK_SIZE_K": block_size[1],
        "GROUP_SIZE_M": 32,
        "num_warps": 4,
    }
