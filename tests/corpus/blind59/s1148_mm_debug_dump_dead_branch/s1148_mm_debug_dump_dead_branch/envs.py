import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "S1148_MM_DUMP_DIR": lambda: os.environ.get("S1148_MM_DUMP_DIR", "/tmp/mm_dumps"),
    "S1148_MM_MAX_IMAGES_PER_PROMPT": lambda: int(os.environ.get("S1148_MM_MAX_IMAGES_PER_PROMPT", "4")),
    "S1148_MM_AUDIO_BACKEND": lambda: os.environ.get("S1148_MM_AUDIO_BACKEND", "torch"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
