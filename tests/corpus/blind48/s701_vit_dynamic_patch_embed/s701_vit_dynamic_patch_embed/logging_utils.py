"""Tiny subset of transformers.utils.logging."""
import functools
import logging

_default_handler = None


def get_logger(name: str) -> logging.Logger:
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(logger: logging.Logger, msg: str) -> None:
    """Emit ``msg`` only the first time it is seen for this logger."""
    logger.warning(msg)


def warning_advice(logger: logging.Logger, msg: str) -> None:
    logger.warning(msg)
