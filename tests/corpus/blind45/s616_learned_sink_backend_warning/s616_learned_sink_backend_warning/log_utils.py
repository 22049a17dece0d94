import functools
import logging

logger = logging.getLogger("s616_learned_sink_backend_warning")


@functools.lru_cache(maxsize=None)
def warning_once(msg: str) -> None:
    """Emit each distinct warning a single time per process."""
    logger.warning(msg)
