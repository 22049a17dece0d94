import functools
import logging

logger = logging.getLogger("s413.attention")
logger.addHandler(logging.NullHandler())


@functools.lru_cache(None)
def warning_once(msg: str) -> None:
    """Emit ``msg`` once per process (same idea as transformers' ``logger.warning_once``)."""
    logger.warning(msg)


def info_rank0(msg: str, rank: int = 0) -> None:
    if rank == 0:
        logger.info(msg)
