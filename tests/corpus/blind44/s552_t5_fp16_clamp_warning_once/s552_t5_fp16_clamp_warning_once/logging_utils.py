"""Library logger helpers in the style of ``transformers.utils.logging``."""
import functools
import logging
import os

_LIBRARY_ROOT = "s552_t5"
_default_handler = None


def _configure_library_root_logger() -> None:
    global _default_handler
    if _default_handler is not None:
        return
    _default_handler = logging.StreamHandler()
    root = logging.getLogger(_LIBRARY_ROOT)
    root.addHandler(_default_handler)
    level = os.environ.get("S552_VERBOSITY", "warning").upper()
    root.setLevel(getattr(logging, level, logging.WARNING))
    root.propagate = False


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(f"{_LIBRARY_ROOT}.{name}")


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Emit a given warning only once per (logger, message) pair."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once
