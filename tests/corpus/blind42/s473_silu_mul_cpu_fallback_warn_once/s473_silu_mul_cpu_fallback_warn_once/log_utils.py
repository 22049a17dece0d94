import functools
import logging

logger = logging.getLogger("blind42.layers")


@functools.lru_cache(maxsize=None)
def warning_once(msg: str) -> None:
    """Emit ``msg`` once per process (cached on the message)."""
    logger.warning(msg)
