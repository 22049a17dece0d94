import os
from typing import List


def capture_bs_from_env(default_max_bs: int) -> List[int]:
    """SGLANG_CUDA_GRAPH_BS="1,2,4,8" overrides the captured batch sizes."""
    raw = os.environ.get("SGLANG_CUDA_GRAPH_BS")
    if raw:
        return sorted({int(tok) for tok in raw.split(",") if tok.strip()})
    return [1, 2, 4] + list(range(8, default_max_bs + 1, 8))
