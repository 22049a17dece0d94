import functools
import json
import os

CONFIG_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), "configs")


def get_config_file_name(num_experts: int, hidden: int, dtype: str) -> str:
    return f"E={num_experts},N={hidden},dtype={dtype}.json"


@functools.lru_cache(maxsize=None)
def get_moe_configs(num_experts: int, hidden: int, dtype: str):
    config_file = os.path.join(CONFIG_DIR, get_config_file_name(num_experts, hidden, dtype))
    with open(config_file) as f:
        return {int(k): v for k, v in json.load(f).items()}


def try_get_optimal_moe_config(num_experts: int, hidden: int, m: int) -> dict:
    configs = get_moe_configs(num_experts, hidden, "float32")
    if configs:
        return configs[min(configs, key=lambda k: abs(k - m))]
    return {"BLOCK_SIZE_M": 16}
