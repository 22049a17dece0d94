"""Expert placement: logical expert id -> physical replica slot (EPLB style)."""
import functools
import json
import os
from pathlib import Path

import torch

_DEFAULT_DIR = Path(__file__).resolve().parent / "placements"


def _placement_file(num_experts: int) -> Path:
    root = Path(os.environ.get("MOE_PLACEMENT_DIR", str(_DEFAULT_DIR)))
    return root / f"e{num_experts}.json"


@functools.lru_cache(maxsize=None)
def load_placement(num_experts: int) -> tuple:
    path = _placement_file(num_experts)
    if path.exists():
        table = json.loads(path.read_text())["logical_to_physical"]
        return tuple(int(v) for v in table)
    return tuple(range(num_experts))


def logical_to_physical(topk_idx: torch.Tensor, num_experts: int) -> torch.Tensor:
    table = torch.tensor(load_placement(num_experts), dtype=torch.long, device=topk_idx.device)
    return table[topk_idx]
