"""Tiny clone of the library logging helpers."""
import functools
import logging
import os

_ROOT_NAME = __name__.split(".")[0]


def get_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    level = os.environ.get("AUDIO_VERBOSITY", "warning").upper()
    logger.setLevel(getattr(logging, level, logging.WARNING))
    return logger


@functools.lru_cache(None)
def warning_once(logger: logging.Logger, message: str) -> None:
    """Emit ``message`` only the first time it is seen (cache keyed on the text)."""
    logger.warning(message)
