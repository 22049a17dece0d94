import functools
import logging

_default_handler = None


def _configure_library_root_logger() -> None:
    global _default_handler
    if _default_handler is not None:
        return
    _default_handler = logging.StreamHandler()
    root = logging.getLogger(__name__.split(".")[0])
    root.addHandler(_default_handler)
    root.setLevel(logging.WARNING)
    root.propagate = False


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(self: logging.Logger, *args, **kwargs):
    """Emit a warning only once per (logger, message) pair."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once
