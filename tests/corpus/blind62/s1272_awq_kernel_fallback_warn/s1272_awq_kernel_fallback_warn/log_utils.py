import functools
import logging

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter(_FORMAT))
        logger.addHandler(handler)
        logger.propagate = False
    return logger


@functools.lru_cache(maxsize=None)
def _print_warning_once(logger: logging.Logger, msg: str) -> None:
    logger.warning(msg)


def warning_once(logger: logging.Logger, msg: str) -> None:
    _print_warning_once(logger, msg)
