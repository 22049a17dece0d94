import logging
import sys
from functools import lru_cache

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"
_root_logger = logging.getLogger("s995_fp8_fake_quant_param")
_default_handler = None


def _setup_logger() -> None:
    global _default_handler
    if _default_handler is None:
        _default_handler = logging.StreamHandler(sys.stderr)
        _default_handler.setFormatter(logging.Formatter(_FORMAT))
        _root_logger.addHandler(_default_handler)
        _root_logger.setLevel(logging.INFO)
        _root_logger.propagate = False


_setup_logger()


def init_logger(name: str) -> logging.Logger:
    return logging.getLogger(name)


@lru_cache
def _print_warning_once(logger: logging.Logger, msg: str) -> None:
    logger.warning(msg)


def warning_once(logger: logging.Logger, msg: str) -> None:
    _print_warning_once(logger, msg)
