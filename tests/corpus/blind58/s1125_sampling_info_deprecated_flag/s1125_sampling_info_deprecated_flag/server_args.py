from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Optional


@dataclass
class ServerArgs:
    model_path: str = "dummy"
    sampling_kernel: str = "pytorch"
    default_temperature: float = 0.7
    default_top_p: float = 0.9
    default_top_k: int = 4
    # Kept for launch scripts written against older releases.
    enable_fused_topk: Optional[bool] = True
    disable_penalizer: bool = False

    @classmethod
    def from_cli_dict(cls, d: dict) -> "ServerArgs":
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in names})

    def check(self) -> None:
        if self.default_top_k == 0 or self.default_top_k < -1:
            raise ValueError("top_k must be -1 (disable) or a positive integer")
        if not 0.0 < self.default_top_p <= 1.0:
            raise ValueError("top_p must be in (0, 1]")
