"""Environment switches, read once at import time."""
import os


def _bool_env(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


MOE_DEBUG_ROUTING = _bool_env("S139_MOE_DEBUG_ROUTING")
MOE_RECORD_STATS = _bool_env("S139_MOE_RECORD_STATS", "1")
