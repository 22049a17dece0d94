import functools
import logging
import os

logger = logging.getLogger("gemma2.attention")

_LOG_LEVEL = os.environ.get("SGLANG_LOGGING_LEVEL", "WARNING").upper()
logger.setLevel(getattr(logging, _LOG_LEVEL, logging.WARNING))


@functools.lru_cache(maxsize=None)
def warn_once(msg: str) -> None:
    logger.warning(msg)


@functools.lru_cache(maxsize=None)
def info_once(msg: str) -> None:
    logger.info(msg)


def rank0_log(msg: str, rank: int = 0) -> None:
    if rank == 0:
        logger.info(msg)
