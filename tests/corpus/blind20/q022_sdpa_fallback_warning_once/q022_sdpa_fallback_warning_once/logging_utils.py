"""Library-wide logging helpers (transformers.utils.logging style)."""
import functools
import logging
import os
import threading

_lock = threading.Lock()
_default_handler = None
_default_log_level = logging.WARNING
_library_name = __name__.split(".")[0]


def _get_default_logging_level():
    env_level_str = os.getenv("CORPUS_VERBOSITY", None)
    if env_level_str:
        return logging.getLevelName(env_level_str.upper())
    return _default_log_level


def _configure_library_root_logger() -> None:
    global _default_handler
    with _lock:
        if _default_handler:
            return
        _default_handler = logging.StreamHandler()
        library_root_logger = logging.getLogger(_library_name)
        library_root_logger.addHandler(_default_handler)
        library_root_logger.setLevel(_get_default_logging_level())
        library_root_logger.propagate = False


def get_logger(name=None) -> logging.Logger:
    if name is None:
        name = _library_name
    _configure_library_root_logger()
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Emit a given warning only once per (logger, message)."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once
