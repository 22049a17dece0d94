from __future__ import annotations

import os
from dataclasses import dataclass, field


def _default_capture_bs() -> list:
    bs = [1, 2, 4, 8] + list(range(16, 161, 8))
    max_bs = int(os.environ.get("SGLANG_CUDA_GRAPH_MAX_BS", "160"))
    return [b for b in bs if b <= max_bs]


@dataclass
class CudaGraphConfig:
    capture_bs: list = field(default_factory=_default_capture_bs)
    disable_padding: bool = False
    enable_torch_compile: bool = True
