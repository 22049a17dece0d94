import logging
from functools import lru_cache

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter(_FORMAT))
        logger.addHandler(handler)
        logger.propagate = False
    logger.setLevel(logging.INFO)
    return logger


_root = init_logger("s1292_reranker_activation_warn_once")


@lru_cache(maxsize=None)
def warning_once(msg: str) -> None:
    _root.warning(msg)


@lru_cache(maxsize=None)
def info_once(msg: str) -> None:
    _root.info(msg)
