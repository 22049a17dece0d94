import functools
import logging


def get_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        logger.addHandler(logging.NullHandler())
    return logger


@functools.lru_cache(None)
def warning_once(logger: logging.Logger, msg: str) -> None:
    """Emit ``msg`` at WARNING level only the first time it is seen."""
    logger.warning(msg)
