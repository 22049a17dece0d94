"""Tuned Triton launch configs for the block-FP8 GEMM, one JSON file per (N, K, GPU)."""
import functools
import json
import logging
import os
from typing import Any, Dict, Optional

from .platform_info import current_platform

logger = logging.getLogger(__name__)

_CONFIG_DIR = os.path.join(os.path.dirname(__file__), "configs")

DEFAULT_BLOCK_FP8_CONFIG = {
    "BLOCK_SIZE_M": 64,
    "BLOCK_SIZE_N": 128,
    "BLOCK_SIZE_K": 128,
    "GROUP_SIZE_M": 32,
    "num_warps": 4,
    "num_stages": 3,
}


def _config_file_name(n: int, k: int, block_n: int, block_k: int) -> str:
    device_name = current_platform.get_device_name().replace(" ", "_")
    return f"N={n},K={k},device_name={device_name},dtype=fp8_w8a8,block_shape=[{block_n},{block_k}].json"


@functools.lru_cache
def get_w8a8_block_fp8_configs(n: int, k: int, block_n: int, block_k: int) -> Optional[Dict[int, Any]]:
    path = os.path.join(_CONFIG_DIR, _config_file_name(n, k, block_n, block_k))
    if os.path.exists(path):
        with open(path) as f:
            logger.info("Using tuned block-fp8 config %s", path)
            return {int(m): cfg for m, cfg in json.load(f).items()}
    logger.warning("No tuned block-fp8 config at %s, performance may be sub-optimal", path)
    return None


def select_config(m: int, n: int, k: int, block_n: int, block_k: int) -> Dict[str, Any]:
    configs = get_w8a8_block_fp8_configs(n, k, block_n, block_k)
    if configs:
        return configs[min(configs.keys(), key=lambda x: abs(x - m))]
    return DEFAULT_BLOCK_FP8_CONFIG
