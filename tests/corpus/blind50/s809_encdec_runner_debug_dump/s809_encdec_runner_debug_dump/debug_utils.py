import json
import os
import time
from typing import Dict

import torch

from . import envs


def summarize_cross_kv(cross_kv: Dict[int, torch.Tensor]) -> Dict[str, float]:
    return {
        f"layer{idx}": float(kv.float().abs().mean().item()) for idx, kv in sorted(cross_kv.items())
    }


def dump_cross_kv_stats(step: int, cross_kv: Dict[int, torch.Tensor]) -> None:
    os.makedirs(envs.CORPUS_S809_DUMP_DIR, exist_ok=True)
    record = {"step": step, "time": time.time(), "stats": summarize_cross_kv(cross_kv)}
    path = os.path.join(envs.CORPUS_S809_DUMP_DIR, f"cross_kv_{os.getpid()}.jsonl")
    with open(path, "a") as f:
        f.write(json.dumps(record) + "\n")
