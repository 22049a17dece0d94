import functools
import logging

logger = logging.getLogger("s363_rslora_scaling_warning_once")


@functools.lru_cache(maxsize=None)
def warning_once(msg: str) -> None:
    """Emit ``msg`` only the first time it is seen (transformers-style)."""
    logger.warning(msg)
