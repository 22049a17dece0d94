import json
import os
from typing import Any, Dict, Optional

import torch

_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def get_device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def get_config_file_name(E: int, N: int, dtype: Optional[str]) -> str:
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    return f"E={E},N={N},device_name={get_device_name()}{dtype_selector}.json"


def load_tuned_configs(E: int, N: int, dtype: Optional[str]) -> Optional[Dict[int, Dict[str, Any]]]:
    config_file_path = os.path.join(_CONFIG_DIR, get_config_file_name(E, N, dtype))
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def get_default_config(M: int, E: int, topk: int) -> Dict[str, int]:
    if M <= E:
        return {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}
