import logging

logger = logging.getLogger("corpus.kv")
_WARNED: set = set()


def warning_once(msg: str) -> None:
    if msg not in _WARNED:
        _WARNED.add(msg)
        logger.warning(msg)
