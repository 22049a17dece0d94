from __future__ import annotations

import os
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes", "on")


def get_str_env_var(name: str, default: Optional[str] = None) -> Optional[str]:
    value = os.getenv(name)
    if value is None or value == "":
        return default
    return value


def expert_distribution_recorder_mode() -> Optional[str]:
    return get_str_env_var("SGLANG_EXPERT_DISTRIBUTION_RECORDER_MODE")


def expert_distribution_verbose() -> bool:
    return get_bool_env_var("SGLANG_EXPERT_DISTRIBUTION_RECORDER_VERBOSE")
