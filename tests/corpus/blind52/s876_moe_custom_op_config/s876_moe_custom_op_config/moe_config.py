import functools
import json
import logging
import os
from typing import Any, Dict, Optional

import torch

logger = logging.getLogger(__name__)


def get_device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def get_config_file_name(E: int, N: int, dtype: Optional[str] = None) -> str:
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    return f"E={E},N={N},device_name={get_device_name()}{dtype_selector}.json"


@functools.lru_cache
def get_moe_configs(E: int, N: int, dtype: Optional[str] = None) -> Optional[Dict[int, Any]]:
    config_file_path = os.path.join(
        os.path.dirname(os.path.realpath(__file__)), "configs", get_config_file_name(E, N, dtype)
    )
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            logger.info("Using configuration from %s for MoE layer.", config_file_path)
            return {int(key): val for key, val in json.load(f).items()}
    logger.warning("Using default MoE config. Performance might be sub-optimal!")
    return None


def get_config(M: int, E: int, N: int) -> Dict[str, int]:
    configs = get_moe_configs(E, N)
    if configs:
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}
