import functools
import logging


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Like `logger.warning()`, but emits a given message only once."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once


def get_logger(name):
    return logging.getLogger(name)
