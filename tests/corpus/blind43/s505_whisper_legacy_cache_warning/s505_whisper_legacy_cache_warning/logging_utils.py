import functools
import logging

_ROOT = "whisper_serving"


def get_logger(name: str) -> logging.Logger:
    return logging.getLogger(f"{_ROOT}.{name}")


@functools.lru_cache(None)
def _emit_once(logger_name: str, level: int, message: str) -> None:
    logging.getLogger(logger_name).log(level, message)


def warning_once(logger: logging.Logger, message: str) -> None:
    """Emit `message` only the first time it is seen for this logger."""
    _emit_once(logger.name, logging.WARNING, message)
