"""Library logger helpers (a small copy of the usual `warning_once` trick)."""
import functools
import logging

_ROOT = "g021_mask_warning_once"


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Like `logger.warning()`, but a given message is only emitted once."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once


def get_logger(name: str) -> logging.Logger:
    if not name.startswith(_ROOT):
        name = f"{_ROOT}.{name}"
    return logging.getLogger(name)
