import os
from dataclasses import dataclass, field


def _env_flag(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.lower() in ("1", "true", "yes")


@dataclass
class GlobalConfig:
    enable_nan_detection: bool = field(
        default_factory=lambda: _env_flag("SGLANG_ENABLE_NAN_DETECTION", True)
    )
    sampling_eps: float = 1e-6
    min_temperature: float = 1e-5


global_config = GlobalConfig()
