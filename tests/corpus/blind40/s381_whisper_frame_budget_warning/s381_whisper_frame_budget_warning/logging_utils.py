"""Thin wrapper around :mod:`logging`, mirroring ``transformers.utils.logging``."""
import functools
import logging
import os

_LIBRARY_ROOT = __name__.split(".")[0]
_DEFAULT_LEVEL = os.environ.get("AUDIO_MODELS_VERBOSITY", "WARNING").upper()


def _configure_library_root_logger() -> logging.Logger:
    root = logging.getLogger(_LIBRARY_ROOT)
    if not root.handlers:
        root.addHandler(logging.NullHandler())
    root.setLevel(getattr(logging, _DEFAULT_LEVEL, logging.WARNING))
    return root


def get_logger(name: str) -> logging.Logger:
    _configure_library_root_logger()
    return logging.getLogger(name)


@functools.lru_cache(None)
def warning_once(self, *args, **kwargs):
    """Emit each distinct warning only once (cached on the arguments)."""
    self.warning(*args, **kwargs)


logging.Logger.warning_once = warning_once
