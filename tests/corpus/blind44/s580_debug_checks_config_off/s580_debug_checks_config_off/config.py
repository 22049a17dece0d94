from dataclasses import dataclass
from typing import Tuple


@dataclass(frozen=True)
class CudaGraphConfig:
    capture_bs: Tuple[int, ...] = (1, 2, 4, 8, 16, 32)
    hidden_size: int = 8
    # expensive host-side validation of every replay; for bisecting capture bugs only
    debug_replay_checks: bool = False
    graph_cache_dir: str = "/tmp/blind44_s580_graph_cache"
