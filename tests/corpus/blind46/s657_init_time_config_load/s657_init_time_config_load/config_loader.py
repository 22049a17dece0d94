import json
import logging
import os
from typing import Dict

import torch

logger = logging.getLogger(__name__)

CONFIG_DIRS = [
    os.environ.get("ACT_KERNEL_CONFIG_DIR", ""),
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "configs"),
]

FALLBACK_CONFIGS: Dict[int, Dict[str, int]] = {
    1: {"chunk_tokens": 1, "vec_size": 4},
    16: {"chunk_tokens": 2, "vec_size": 8},
    256: {"chunk_tokens": 8, "vec_size": 8},
}


def device_key() -> str:
    if torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability()
        return f"sm{major}{minor}"
    return "cpu"


def load_kernel_configs(op_name: str, hidden_size: int) -> Dict[int, Dict[str, int]]:
    fname = f"{op_name},hidden={hidden_size},device={device_key()}.json"
    for d in CONFIG_DIRS:
        path = os.path.join(d, fname)
        if d and os.path.isfile(path):
            with open(path) as f:
                raw = json.load(f)
            logger.info("Loaded %s kernel configs from %s", op_name, path)
            return {int(m): cfg for m, cfg in raw.items()}
    logger.info("No tuned %s configs for hidden=%d, using fallback", op_name, hidden_size)
    return dict(FALLBACK_CONFIGS)
