import json
import logging
import os
from functools import lru_cache
from typing import Optional

logger = logging.getLogger(__name__)

_ST_POOLING_MODES = (
    ("pooling_mode_cls_token", "CLS"),
    ("pooling_mode_mean_tokens", "MEAN"),
    ("pooling_mode_lasttoken", "LAST"),
)


def _read_json(path: str) -> Optional[dict]:
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=None)
def get_sentence_transformer_pooling(model_path: str) -> Optional[dict]:
    modules = _read_json(os.path.join(model_path, "modules.json"))
    if not modules:
        logger.info("No modules.json under %s; using model default pooling", model_path)
        return None
    for module in modules:
        if module.get("type", "").endswith("models.Pooling"):
            cfg = _read_json(os.path.join(model_path, module["path"], "config.json")) or {}
            for key, mode in _ST_POOLING_MODES:
                if cfg.get(key):
                    return {"pooling_type": mode}
    return None


@lru_cache(maxsize=None)
def is_normalize_module_present(model_path: str) -> bool:
    modules = _read_json(os.path.join(model_path, "modules.json")) or []
    return any(m.get("type", "").endswith("models.Normalize") for m in modules)
