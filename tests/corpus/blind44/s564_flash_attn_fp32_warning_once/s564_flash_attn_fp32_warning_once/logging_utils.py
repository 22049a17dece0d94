import functools
import logging


class _ModelLogger(logging.Logger):
    @functools.lru_cache(None)
    def warning_once(self, *args, **kwargs):
        """Emit a given warning only once per process (transformers-style)."""
        self.warning(*args, **kwargs)

    @functools.lru_cache(None)
    def info_once(self, *args, **kwargs):
        self.info(*args, **kwargs)


def get_logger(name: str) -> _ModelLogger:
    logger = _ModelLogger(name)
    logger.addHandler(logging.NullHandler())
    logger.propagate = False
    return logger
