"""Environment switches, read once at import time."""
import os


def _get_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in ("1", "true", "yes", "on")


def _get_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return default if raw is None else int(raw)


RUNNER_CHECK_NAN = _get_bool("V010_RUNNER_CHECK_NAN")
RUNNER_RECORD_STEPS = _get_bool("V010_RUNNER_RECORD_STEPS")
RUNNER_MAX_SEQ_LEN = _get_int("V010_RUNNER_MAX_SEQ_LEN", 32)
