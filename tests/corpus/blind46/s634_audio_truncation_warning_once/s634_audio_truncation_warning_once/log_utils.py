import functools
import logging

logger = logging.getLogger("s634_audio_truncation_warning_once")


@functools.lru_cache(maxsize=None)
def warning_once(msg: str) -> None:
    """Emit each distinct warning only once per process."""
    logger.warning(msg)
