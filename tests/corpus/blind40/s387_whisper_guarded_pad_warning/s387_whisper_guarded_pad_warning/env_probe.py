"""Host capability probes; evaluated once, when the model is built."""
import functools
import logging
import os
import platform
import time

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)
def use_tanh_gelu() -> bool:
    override = os.environ.get("AUDIO_ENCODER_GELU_APPROX")
    if override is not None:
        return override.lower() in ("1", "true", "tanh")
    # tanh approximation is what the exported ARM kernels implement
    return platform.machine().lower() in ("aarch64", "arm64")


class StageTimer:
    """Wall-clock timer for encoder stages (debug builds only)."""

    def __init__(self, name: str):
        self.name = name
        self.start = 0.0

    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        logger.info("%s took %.3f ms", self.name, 1e3 * (time.perf_counter() - self.start))
        return False
