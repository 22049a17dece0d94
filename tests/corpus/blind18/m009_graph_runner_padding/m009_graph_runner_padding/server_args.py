import os
from dataclasses import dataclass, field
from typing import List, Optional


def _env_int_list(name: str) -> Optional[List[int]]:
    raw = os.environ.get(name)
    if not raw:
        return None
    return [int(v) for v in raw.split(",") if v.strip()]


@dataclass
class ServerArgs:
    cuda_graph_max_bs: int = 8
    cuda_graph_bs: Optional[List[int]] = field(
        default_factory=lambda: _env_int_list("SGLANG_CUDA_GRAPH_BS")
    )
    disable_cuda_graph_padding: bool = False
    hidden_size: int = 8
    vocab_size: int = 16
