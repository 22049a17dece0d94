import os
from typing import Any, Callable, Dict, Optional

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_MM_PROCESSOR_CONFIG_DIR": lambda: os.environ.get("VLLM_MM_PROCESSOR_CONFIG_DIR", None),
    "VLLM_MM_INPUT_CACHE_GIB": lambda: int(os.getenv("VLLM_MM_INPUT_CACHE_GIB", "4")),
    "VLLM_IMAGE_FETCH_TIMEOUT": lambda: int(os.getenv("VLLM_IMAGE_FETCH_TIMEOUT", "5")),
}


def get_env(name: str) -> Optional[Any]:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"unknown environment variable {name!r}")
