import logging
from functools import lru_cache

logger = logging.getLogger(__name__)


@lru_cache(None)
def print_warning_once(msg: str) -> None:
    logger.warning(msg, stacklevel=2)


def is_sliding_window_layer(layer) -> bool:
    return getattr(layer, "sliding_window_size", -1) > 0
