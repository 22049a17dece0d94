import logging
import os
import sys

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"
_DATE_FORMAT = "%m-%d %H:%M:%S"

_LOGGING_LEVEL = os.getenv("S1073_LOGGING_LEVEL", "INFO").upper()
_root_logger = logging.getLogger("s1073")
_default_handler = None


def _setup_logger():
    global _default_handler
    _root_logger.setLevel(_LOGGING_LEVEL)
    if _default_handler is None:
        _default_handler = logging.StreamHandler(sys.stderr)
        _default_handler.setFormatter(logging.Formatter(_FORMAT, datefmt=_DATE_FORMAT))
        _root_logger.addHandler(_default_handler)
        _root_logger.propagate = False


_setup_logger()


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    logger.setLevel(_LOGGING_LEVEL)
    return logger
