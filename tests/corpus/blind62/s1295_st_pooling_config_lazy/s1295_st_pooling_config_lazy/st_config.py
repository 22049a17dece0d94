import json
import os
from functools import lru_cache
from typing import Optional

_POOLING_KEYS = {
    "pooling_mode_cls_token": "CLS",
    "pooling_mode_mean_tokens": "MEAN",
    "pooling_mode_lasttoken": "LAST",
}


def _resolve_modules_file(model_path: str) -> str:
    return os.path.join(model_path, "modules.json")


@lru_cache(maxsize=8)
def get_pooling_config(model_path: str) -> Optional[dict]:
    modules_file = _resolve_modules_file(model_path)
    with open(modules_file, encoding="utf-8") as f:
        modules = json.load(f)
    pooling_dir = next(
        (m["path"] for m in modules if m["type"].endswith("models.Pooling")), None
    )
    if pooling_dir is None:
        return None
    with open(os.path.join(model_path, pooling_dir, "config.json"), encoding="utf-8") as f:
        cfg = json.load(f)
    mode = next((v for k, v in _POOLING_KEYS.items() if cfg.get(k)), "CLS")
    return {"pooling_type": mode, "normalize": True}


def get_normalize_flag(model_path: str) -> bool:
    cfg = get_pooling_config(model_path)
    return True if cfg is None else cfg.get("normalize", True)
