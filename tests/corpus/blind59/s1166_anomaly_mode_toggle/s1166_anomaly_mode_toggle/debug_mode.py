import contextlib
import enum
import os
from dataclasses import dataclass


class DebugLevel(enum.IntEnum):
    OFF = 0
    CHECKS = 1
    ANOMALY = 2


def _parse_level(raw: str) -> DebugLevel:
    raw = raw.strip().lower()
    if raw.isdigit():
        return DebugLevel(min(int(raw), int(DebugLevel.ANOMALY)))
    return DebugLevel[raw.upper()] if raw.upper() in DebugLevel.__members__ else DebugLevel.OFF


@dataclass(frozen=True)
class DebugOptions:
    level: DebugLevel = DebugLevel.OFF
    check_nan: bool = True

    @classmethod
    def from_env(cls) -> "DebugOptions":
        return cls(level=_parse_level(os.environ.get("VLLM_DEBUG_LEVEL", "anomaly")))

    @property
    def anomaly_enabled(self) -> bool:
        return self.level >= DebugLevel.ANOMALY


def debug_context(options: DebugOptions):
    if options.anomaly_enabled:
        return torch_anomaly(options.check_nan)
    return contextlib.nullcontext()


def torch_anomaly(check_nan: bool):
    import torch

    return torch.autograd.detect_anomaly(check_nan=check_nan)
