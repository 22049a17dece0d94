import functools
import logging
import os
import sys

_default_handler = None
_LOG_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}


def _get_default_level() -> int:
    return _LOG_LEVELS.get(os.getenv("EMBED_SERVER_LOG_LEVEL", "warning").lower(), logging.WARNING)


def _configure_library_root_logger() -> logging.Logger:
    global _default_handler
    root = logging.getLogger(__name__.split(".")[0])
    if _default_handler is None:
        _default_handler = logging.StreamHandler(sys.stderr)
        root.addHandler(_default_handler)
        root.setLevel(_get_default_level())
        root.propagate = False
    return root


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(name)


_logger = get_logger(__name__)


@functools.lru_cache(None)
def warning_once(msg: str) -> None:
    _logger.warning(msg)
