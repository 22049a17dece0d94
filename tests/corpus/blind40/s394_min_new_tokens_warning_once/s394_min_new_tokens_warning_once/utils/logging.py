import functools
import logging
import os

_default_log_level = os.environ.get("S394_VERBOSITY", "warning").upper()


def _configure_library_root_logger() -> logging.Logger:
    root = logging.getLogger(__name__.split(".")[0])
    root.setLevel(getattr(logging, _default_log_level, logging.WARNING))
    root.propagate = True
    return root


@functools.lru_cache(None)
def warning_once(self: logging.Logger, *args, **kwargs):
    """Emit a given warning only once per distinct message (same semantics as HF transformers)."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(name)
