import os
from dataclasses import dataclass, field
from typing import Tuple


def _env_skip_layers() -> Tuple[int, ...]:
    raw = os.environ.get("BLIND43_S518_SKIP_LAYERS", "1,3")
    return tuple(int(tok) for tok in raw.split(",") if tok.strip())


@dataclass(frozen=True)
class LayerSkipConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_layers: int = 6
    skip_layers: Tuple[int, ...] = field(default_factory=_env_skip_layers)
    # blend weight of the skipped layer's cheap linear adapter
    adapter_scale: float = 0.5
    # per-layer wall-clock profiling; only enabled by the offline calibration tool
    profile_layers: bool = False
