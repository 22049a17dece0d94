"""Library logging helpers (transformers-style)."""
import functools
import logging

_default_handler = None


def get_logger(name: str) -> logging.Logger:
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Emit ``logger.warning`` only the first time it is called with these arguments."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once
