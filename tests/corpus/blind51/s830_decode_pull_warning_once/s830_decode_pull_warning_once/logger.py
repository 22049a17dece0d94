import logging
from functools import lru_cache
from types import MethodType
from typing import Any, cast

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"


@lru_cache
def _print_debug_once(logger: logging.Logger, msg: str, *args: Any) -> None:
    logger.debug(msg, *args, stacklevel=2)


@lru_cache
def _print_info_once(logger: logging.Logger, msg: str, *args: Any) -> None:
    logger.info(msg, *args, stacklevel=2)


@lru_cache
def _print_warning_once(logger: logging.Logger, msg: str, *args: Any) -> None:
    logger.warning(msg, *args, stacklevel=2)


class _EngineLogger(logging.Logger):

    def debug_once(self, msg: str, *args: Any) -> None:
        _print_debug_once(self, msg, *args)

    def info_once(self, msg: str, *args: Any) -> None:
        _print_info_once(self, msg, *args)

    def warning_once(self, msg: str, *args: Any) -> None:
        _print_warning_once(self, msg, *args)


def init_logger(name: str) -> _EngineLogger:
    logger = logging.getLogger(name)
    methods_to_patch = {
        "debug_once": _print_debug_once,
        "info_once": _print_info_once,
        "warning_once": _print_warning_once,
    }
    for method_name, method in methods_to_patch.items():
        setattr(logger, method_name, MethodType(method, logger))
    return cast(_EngineLogger, logger)
