import logging
import os

logger = logging.getLogger("m005_tp_comm_registry")

_WARNED = set()


def get_str_env_var(name: str, default: str = "") -> str:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return value.strip().lower()


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def warn_once(key: str, msg: str, *args):
    if key in _WARNED:
        return
    _WARNED.add(key)
    logger.warning(msg, *args)
