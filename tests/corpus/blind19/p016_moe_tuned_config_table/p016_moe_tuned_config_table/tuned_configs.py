from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import torch

CONFIG_DIR = Path(__file__).parent / "configs"

DEFAULT_CONFIG: dict[str, int] = {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "GROUP_SIZE_M": 8}


def device_name() -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "cpu"


def config_file_name(E: int, N: int, dtype: str | None) -> str:
    dtype_part = "" if dtype is None else f",dtype={dtype}"
    return f"E={E},N={N},device_name={device_name()}{dtype_part}.json"


@functools.lru_cache(maxsize=None)
def get_moe_configs(E: int, N: int, dtype: str | None) -> dict[int, dict[str, Any]] | None:
    """Tuned configs keyed by batch size M, or None when this device was never tuned."""
    cfg_path = CONFIG_DIR / config_file_name(E, N, dtype)
    if cfg_path.is_file():
        with cfg_path.open() as f:
            return {int(m): cfg for m, cfg in json.load(f).items()}
    return None


def try_get_optimal_moe_config(E: int, N: int, M: int, dtype: str | None = None) -> dict[str, int]:
    table = get_moe_configs(E, N, dtype)
    if not table:
        return dict(DEFAULT_CONFIG)
    # closest tuned batch size
    best_m = min(table, key=lambda m: abs(m - M))
    return table[best_m]
