import functools
import logging
import os

_default_handler = None
_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING, "error": logging.ERROR}


def _get_default_level() -> int:
    env_level = os.getenv("ENCODER_VERBOSITY", "warning").lower()
    return _LEVELS.get(env_level, logging.WARNING)


def _configure_library_root_logger() -> None:
    global _default_handler
    if _default_handler is not None:
        return
    _default_handler = logging.StreamHandler()
    root = logging.getLogger(__name__.split(".")[0])
    root.addHandler(_default_handler)
    root.setLevel(_get_default_level())
    root.propagate = False


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(logger: logging.Logger, msg: str) -> None:
    logger.warning(msg)
