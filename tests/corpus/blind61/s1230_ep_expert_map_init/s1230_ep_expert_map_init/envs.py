from __future__ import annotations

import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_EP_SIZE": lambda: int(os.getenv("VLLM_EP_SIZE", "2")),
    "VLLM_EP_RANK": lambda: int(os.getenv("VLLM_EP_RANK", "0")),
    "VLLM_MOE_DP_CHUNK_SIZE": lambda: int(os.getenv("VLLM_MOE_DP_CHUNK_SIZE", "256")),
    "VLLM_EXPERT_PLACEMENT_STRATEGY": lambda: os.getenv("VLLM_EXPERT_PLACEMENT_STRATEGY", "linear"),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
