import functools
import logging
import os

_DEFAULT_LEVEL = os.environ.get("TINYMOE_LOG_LEVEL", "WARNING").upper()


def get_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        logger.addHandler(logging.NullHandler())
    logger.setLevel(_DEFAULT_LEVEL)
    return logger


@functools.lru_cache(None)
def warning_once(logger: logging.Logger, msg: str) -> None:
    """Emit ``msg`` only the first time it is seen for this logger."""
    logger.warning(msg)


def deprecated_alias(logger: logging.Logger, old: str, new: str, removed_in: str) -> None:
    warning_once(
        logger,
        f"`{old}` is deprecated and will be removed in {removed_in}; use `{new}` instead.",
    )
