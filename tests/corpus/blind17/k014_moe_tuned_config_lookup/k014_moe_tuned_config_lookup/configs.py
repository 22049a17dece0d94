"""Tuned launch configurations, stored as JSON files keyed by problem shape."""
from __future__ import annotations

import functools
import json
import os
from typing import Any

import torch

_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")
_DEVICE_NAME = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"


def get_config_file_name(E: int, N: int, dtype: str | None, block_shape: list[int] | None = None) -> str:
    device_name = _DEVICE_NAME.replace(" ", "_")
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    block_shape_selector = "" if not block_shape else f",block_shape={block_shape}"
    return f"E={E},N={N},device_name={device_name}{dtype_selector}{block_shape_selector}.json"


@functools.lru_cache
def get_moe_configs(E: int, N: int, dtype: str | None) -> dict[int, Any] | None:
    """Return the tuned configs for this shape, keyed by batch size, if a file exists."""
    json_file_name = get_config_file_name(E, N, dtype)
    config_file_path = os.path.join(_CONFIG_DIR, json_file_name)
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def get_default_config(M: int, E: int, N: int, K: int, topk: int, dtype: str | None) -> dict[str, int]:
    if M <= E:
        return {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}
