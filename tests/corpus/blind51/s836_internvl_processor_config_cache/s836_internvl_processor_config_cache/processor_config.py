import functools
import json
import os
from typing import Any, Dict

from . import envs

_DEFAULTS: Dict[str, Any] = {
    "image_size": 8,
    "downsample_ratio": 0.5,
    "ps_version": "v2",
    "max_dynamic_patch": 12,
}


def resolve_config_dir(model_path: str) -> str:
    override = envs.get_env("VLLM_MM_PROCESSOR_CONFIG_DIR")
    return override if override else model_path


@functools.lru_cache(maxsize=None)
def load_processor_config(model_path: str) -> Dict[str, Any]:
    config_file = os.path.join(resolve_config_dir(model_path), "preprocessor_config.json")
    cfg = dict(_DEFAULTS)
    with open(config_file, encoding="utf-8") as f:
        cfg.update(json.load(f))
    return cfg
