import json
import os
from pathlib import Path
from typing import Dict

import torch

_CACHE_ROOT = Path(os.environ.get("KERNEL_TUNING_CACHE", Path.home() / ".cache" / "kernel_tuning"))

DEFAULT_LAUNCH = {"block_size": 4, "num_warps": 4}


@torch.compiler.disable
def load_tuned_table(op_name: str, device_name: str) -> Dict[int, Dict[str, int]]:
    """Read ``<cache>/<device>/<op>.json``; kept out of graphs because it touches disk."""
    path = _CACHE_ROOT / device_name / f"{op_name}.json"
    if not path.is_file():
        return {}
    with path.open() as f:
        raw = json.load(f)
    return {int(hidden): cfg for hidden, cfg in raw.items()}
