import os


def _get_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


def _get_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


# read once, at import time
DEBUG_DUMP_NONFINITE_LOGITS = _get_bool("G009_DEBUG_DUMP_NONFINITE_LOGITS", False)
LOGITS_CHUNK_SIZE = _get_int("G009_LOGITS_CHUNK_SIZE", 0)
