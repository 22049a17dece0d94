import logging
import sys
from functools import lru_cache
from types import MethodType
from typing import cast

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"
_DATE_FORMAT = "%m-%d %H:%M:%S"

_root_logger = logging.getLogger("diffusion_runtime")
if not _root_logger.handlers:
    _handler = logging.StreamHandler(sys.stderr)
    _handler.setFormatter(logging.Formatter(_FORMAT, datefmt=_DATE_FORMAT))
    _root_logger.addHandler(_handler)
    _root_logger.setLevel(logging.INFO)
    _root_logger.propagate = False


@lru_cache
def _print_info_once(logger: logging.Logger, msg: str, *args) -> None:
    logger.info(msg, *args, stacklevel=2)


@lru_cache
def _print_warning_once(logger: logging.Logger, msg: str, *args) -> None:
    logger.warning(msg, *args, stacklevel=2)


class _RuntimeLogger(logging.Logger):
    def info_once(self, msg: str, *args) -> None:
        _print_info_once(self, msg, *args)

    def warning_once(self, msg: str, *args) -> None:
        _print_warning_once(self, msg, *args)


_METHODS_TO_PATCH = {
    "info_once": _print_info_once,
    "warning_once": _print_warning_once,
}


def init_logger(name: str) -> _RuntimeLogger:
    logger = logging.getLogger(f"diffusion_runtime.{name}")
    for method_name, method in _METHODS_TO_PATCH.items():
        setattr(logger, method_name, MethodType(method, logger))
    return cast(_RuntimeLogger, logger)
