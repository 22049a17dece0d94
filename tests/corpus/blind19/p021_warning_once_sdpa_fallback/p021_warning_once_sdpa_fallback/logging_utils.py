"""Library-wide logging helpers (mirrors the usual ``utils/logging.py``)."""
import functools
import logging
import os

_LIBRARY_NAME = __name__.split(".")[0]
_DEFAULT_LEVEL = os.environ.get("TINYLLAMA_VERBOSITY", "warning").upper()


def _get_library_root_logger() -> logging.Logger:
    root = logging.getLogger(_LIBRARY_NAME)
    if not root.handlers:
        root.addHandler(logging.NullHandler())
        root.setLevel(getattr(logging, _DEFAULT_LEVEL, logging.WARNING))
    return root


def get_logger(name: str) -> logging.Logger:
    _get_library_root_logger()
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Emit a warning only the first time it is called with these arguments."""
    self.warning(*args, **kwargs)


@functools.lru_cache(None)
def info_once(self, *args, **kwargs):
    self.info(*args, **kwargs)


logging.Logger.warning_once = warning_once
logging.Logger.info_once = info_once
