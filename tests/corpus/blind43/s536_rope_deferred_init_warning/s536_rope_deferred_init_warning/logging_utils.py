import functools
import logging


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Emit a warning only once per (logger, message)."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once


def get_logger(name: str) -> logging.Logger:
    return logging.getLogger(name)
