import functools
import logging
import os

_LOG_FORMAT = "[%(asctime)s %(name)s] %(levelname)s %(message)s"


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    level = os.environ.get("SERVE_LOG_LEVEL", "INFO").upper()
    logger.setLevel(getattr(logging, level, logging.INFO))
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter(_LOG_FORMAT))
        logger.addHandler(handler)
        logger.propagate = False
    return logger


@functools.lru_cache(maxsize=None)
def _emit_once(logger: logging.Logger, level: int, msg: str) -> None:
    logger.log(level, msg)


def warning_once(logger: logging.Logger, msg: str) -> None:
    """Emit ``msg`` at WARNING level only the first time it is seen."""
    _emit_once(logger, logging.WARNING, msg)


def info_once(logger: logging.Logger, msg: str) -> None:
    _emit_once(logger, logging.INFO, msg)
