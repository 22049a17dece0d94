import functools
import json
import os
from pathlib import Path

_CONFIG_ROOT = Path(os.environ.get("CORPUS_MOE_CONFIG_DIR", Path(__file__).parent / "tuned"))

DEFAULT_CONFIG = {
    "BLOCK_SIZE_M": 16,
    "BLOCK_SIZE_N": 32,
    "BLOCK_SIZE_K": 64,
    "GROUP_SIZE_M": 1,
    "num_warps": 4,
    "num_stages": 3,
}


def config_file_name(E: int, N: int, dtype: str | None, device_name: str = "cpu") -> str:
    dtype_selector = "" if not dtype else f",dtype={dtype}"
    return f"E={E},N={N},device_name={device_name}{dtype_selector}.json"


@functools.lru_cache(maxsize=None)
def get_moe_configs(E: int, N: int, dtype: str | None) -> dict | None:
    path = os.path.join(str(_CONFIG_ROOT), config_file_name(E, N, dtype))
    try:
        with open(path) as f:
            return {int(k): v for k, v in json.load(f).items()}
    except FileNotFoundError:
        return None


def try_get_optimal_moe_config(w1_shape, w2_shape, top_k: int, dtype: str | None, M: int) -> dict:
    E, _, N = w2_shape
    configs = get_moe_configs(E, N, dtype)
    if configs:
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    config = dict(DEFAULT_CONFIG)
    if M <= E:
        config["BLOCK_SIZE_M"] = 16
    return config
