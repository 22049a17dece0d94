import functools
import logging

logger = logging.getLogger("s952.logits")


@functools.lru_cache(maxsize=None)
def warning_once(msg: str) -> None:
    logger.warning(msg)


@functools.lru_cache(maxsize=None)
def info_once(msg: str) -> None:
    logger.info(msg)
