"""Tuned fused-MoE launch configs.

Tuning scripts write ``E={E},N={N},device_name={dev},dtype={dtype}.json`` next
to this module; each maps a batch size M to a dict of launch parameters.
"""
from __future__ import annotations

import functools
import json
import os
from typing import Any

import torch

CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "tuned")


def device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def config_file_name(E: int, N: int, dtype: str | None) -> str:
    dtype_part = "" if dtype is None else f",dtype={dtype}"
    return f"E={E},N={N},device_name={device_name()}{dtype_part}.json"


@functools.lru_cache
def load_tuned_configs(E: int, N: int, dtype: str | None) -> dict[int, dict[str, Any]] | None:
    path = os.path.join(CONFIG_DIR, config_file_name(E, N, dtype))
    if os.path.exists(path):
        with open(path) as f:
            return {int(k): v for k, v in json.load(f).items()}
    return None


def default_config(M: int, E: int, top_k: int) -> dict[str, Any]:
    if M <= E:
        return {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}


def try_get_optimal_config(M: int, E: int, N: int, top_k: int, dtype: str | None) -> dict[str, Any]:
    configs = load_tuned_configs(E, N, dtype)
    if configs:
        best_m = min(configs, key=lambda m: abs(m - M))
        return configs[best_m]
    return default_config(M, E, top_k)
