import os
import warnings
from dataclasses import dataclass


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@dataclass(frozen=True)
class PenaltyConfig:
    vocab_size: int = 32
    min_tokens_eos_ids: tuple = (2,)
    debug_nan_checks: bool = False
    log_penalized_tokens: bool = False

    def __post_init__(self):
        if self.debug_nan_checks:
            warnings.warn("debug NaN checks synchronize the device every decode step", RuntimeWarning)


PENALTY_CONFIG = PenaltyConfig(debug_nan_checks=_env_flag("S400_PENALTY_DEBUG_NO_SUCH_FLAG"))
