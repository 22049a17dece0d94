import os
from dataclasses import dataclass


@dataclass(frozen=True)
class RuntimeConfig:
    batch_invariant: bool = True
    max_num_batched_tokens: int = 8192
    seed: int = 0


def _load_runtime_config() -> RuntimeConfig:
    raw = os.environ.get("S846_RUNTIME_BATCH_INVARIANT", "1")
    return RuntimeConfig(batch_invariant=raw not in ("0", "false", "False"))


RUNTIME_CONFIG = _load_runtime_config()
