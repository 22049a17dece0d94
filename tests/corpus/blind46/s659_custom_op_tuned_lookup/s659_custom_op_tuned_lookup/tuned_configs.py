import functools
import json
import logging
import os
from typing import Dict, Optional

import torch

logger = logging.getLogger(__name__)


def _config_path(N: int, K: int) -> str:
    root = os.environ.get("INT8_GEMM_CONFIG_DIR", os.path.join(os.path.dirname(__file__), "configs"))
    dev = torch.cuda.get_device_name().replace(" ", "_") if torch.cuda.is_available() else "cpu"
    return os.path.join(root, f"N={N},K={K},device_name={dev},dtype=int8_w8a8.json")


@functools.lru_cache(maxsize=None)
def get_int8_gemm_configs(N: int, K: int) -> Optional[Dict[int, dict]]:
    path = _config_path(N, K)
    if not os.path.exists(path):
        logger.info("No tuned int8 GEMM config at %s, using defaults", path)
        return None
    with open(path) as f:
        return {int(m): cfg for m, cfg in json.load(f).items()}


def pick_config(M: int, N: int, K: int) -> dict:
    configs = get_int8_gemm_configs(N, K)
    if configs:
        return configs[min(configs, key=lambda m: abs(m - M))]
    return {"BLOCK_M": 32 if M <= 32 else 64, "BLOCK_K": 4}
