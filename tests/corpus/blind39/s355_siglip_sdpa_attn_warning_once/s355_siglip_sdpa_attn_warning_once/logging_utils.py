from __future__ import annotations

import functools
import logging


def get_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    logger.addHandler(logging.NullHandler())
    return logger


@functools.lru_cache(None)
def warning_once(logger: logging.Logger, msg: str) -> None:
    """Emit ``msg`` once per (logger, msg) pair, like transformers' ``logger.warning_once``."""
    logger.warning(msg)
