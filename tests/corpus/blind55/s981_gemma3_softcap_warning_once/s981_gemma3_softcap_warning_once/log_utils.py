import functools
import logging
import os

_default_handler = None


def _configure_library_root_logger() -> None:
    global _default_handler
    if _default_handler is not None:
        return
    _default_handler = logging.StreamHandler()
    root = logging.getLogger(__name__.split(".")[0])
    root.addHandler(_default_handler)
    level = os.environ.get("GEMMA_VERBOSITY", "warning").upper()
    root.setLevel(getattr(logging, level, logging.WARNING))
    root.propagate = False


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Same as ``logger.warning`` but emits each distinct message only once."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(name)
