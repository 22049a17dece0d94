import logging

logger = logging.getLogger("rwkv_serving")
_seen: set[str] = set()


def warn_once(msg: str) -> None:
    """Log a warning only the first time a given message is seen."""
    if msg in _seen:
        return
    _seen.add(msg)
    logger.warning(msg)
