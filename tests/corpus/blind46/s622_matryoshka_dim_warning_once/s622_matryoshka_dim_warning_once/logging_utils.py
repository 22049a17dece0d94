import functools
import logging

_ROOT_NAME = "embed_serving"


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(f"{_ROOT_NAME}.{name}")
    logger.addHandler(logging.NullHandler())
    return logger


@functools.lru_cache(maxsize=None)
def _log_once(logger: logging.Logger, level: int, msg: str) -> None:
    logger.log(level, msg)


def warning_once(logger: logging.Logger, msg: str) -> None:
    """Emit ``msg`` at WARNING level only the first time it is seen."""
    _log_once(logger, logging.WARNING, msg)
