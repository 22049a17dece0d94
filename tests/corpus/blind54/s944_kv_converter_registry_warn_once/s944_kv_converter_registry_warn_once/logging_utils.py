import functools
import logging

logger = logging.getLogger("s944.kv_cache")


@functools.lru_cache(maxsize=None)
def _print_warning_once(log: logging.Logger, msg: str) -> None:
    log.warning(msg, stacklevel=2)


def warning_once(msg: str) -> None:
    _print_warning_once(logger, msg)
