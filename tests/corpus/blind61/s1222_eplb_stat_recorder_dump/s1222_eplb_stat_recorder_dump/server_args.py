from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Optional


def get_int_env_var(name: str, default: int) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


@dataclass
class ServerArgs:
    model_path: str = "deepseek-ai/DeepSeek-V3-tiny"
    tp_size: int = 1
    ep_size: int = 1
    enable_eplb: bool = False
    expert_distribution_recorder_mode: Optional[str] = None
    expert_distribution_recorder_buffer_size: int = field(
        default_factory=lambda: get_int_env_var("SGLANG_EXPERT_DISTRIBUTION_BUFFER_SIZE", 1)
    )
    expert_distribution_dump_dir: str = field(
        default_factory=lambda: os.getenv("SGLANG_EXPERT_DISTRIBUTION_RECORDER_DIR", "/tmp")
    )
