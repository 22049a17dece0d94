import functools
import logging
import os

logger = logging.getLogger(__name__)


def _get_int_env(name: str, default: int) -> int:
    raw = os.getenv(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        logger.warning("invalid value %r for %s, using %d", raw, name, default)
        return default


@functools.lru_cache(maxsize=None)
def get_vocab_padding_size() -> int:
    pad_to = _get_int_env("VLLM_VOCAB_PADDING_SIZE", 64)
    logger.info("using vocab padding size %d", pad_to)
    return pad_to


def logits_debug_enabled() -> bool:
    return os.getenv("VLLM_LOGITS_DEBUG", "0") == "1"
