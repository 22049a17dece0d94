"""Logging helpers shared across the model zoo."""
import functools
import logging

logger = logging.getLogger("modelzoo")


@functools.lru_cache(maxsize=None)
def warn_once(msg: str) -> None:
    """Emit ``msg`` a single time per process (cached on the message)."""
    logger.warning(msg)


def info_once(msg: str) -> None:
    _info_once(msg)


@functools.lru_cache(maxsize=None)
def _info_once(msg: str) -> None:
    logger.info(msg)
