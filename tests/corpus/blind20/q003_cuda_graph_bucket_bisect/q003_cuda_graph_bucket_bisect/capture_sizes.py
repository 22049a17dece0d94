from __future__ import annotations

import os
from typing import List

_DEFAULT_MAX_BS = 160


def default_capture_sizes(max_bs: int = _DEFAULT_MAX_BS) -> List[int]:
    """1, 2, 4, 8, then every 8 up to max_bs (same layout as most serving engines)."""
    sizes = [1, 2, 4] + list(range(8, max_bs + 1, 8))
    return sorted(set(s for s in sizes if s <= max_bs))


def capture_sizes_from_env() -> List[int]:
    raw = os.environ.get("Q003_CUDA_GRAPH_BS")
    if not raw:
        return default_capture_sizes()
    return sorted(int(s) for s in raw.split(","))


CAPTURE_SIZES = capture_sizes_from_env()
