"""Tuned launch configurations for the fused MoE kernel.

Configs are generated offline by the tuning script and shipped as
``configs/E=<E>,N=<N>,device_name=<dev>[,dtype=<dtype>].json``; we fall back to
a heuristic default when no file matches.
"""
from __future__ import annotations

import functools
import json
import os
from typing import Any, Dict, Optional

import torch

_CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def _device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def get_config_file_name(E: int, N: int, dtype: Optional[str]) -> str:
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    return f"E={E},N={N},device_name={_device_name()}{dtype_selector}.json"


@functools.lru_cache(maxsize=None)
def get_moe_configs(E: int, N: int, dtype: Optional[str]) -> Optional[Dict[int, Any]]:
    json_file_name = get_config_file_name(E, N, dtype)
    config_file_path = os.path.join(_CONFIG_DIR, json_file_name)
    if os.path.exists(config_file_path):
        with open(config_file_path) as f:
            return {int(key): val for key, val in json.load(f).items()}
    return None


def get_default_config(M: int, E: int, N: int, K: int, top_k: int) -> Dict[str, int]:
    if M <= E:
        return {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}


def try_get_optimal_moe_config(w1_shape, w2_shape, top_k: int, dtype: Optional[str], M: int):
    E, N, _ = w2_shape
    configs = get_moe_configs(E, N, dtype)
    if configs:
        # pick the tuned batch size closest to M
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    return get_default_config(M, E, w1_shape[1], w2_shape[2], top_k)
