"""Pick the grouped-GEMM implementation once, at import time."""
import functools
import importlib.util
import logging
import os

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)
def _cutlass_grouped_gemm_available() -> bool:
    return importlib.util.find_spec("grouped_gemm_cutlass") is not None


def select_backend() -> str:
    requested = os.environ.get("MOE_GROUPED_GEMM_BACKEND", "auto")
    if requested == "auto":
        backend = "cutlass" if _cutlass_grouped_gemm_available() else "loop"
    else:
        backend = requested
    logger.debug("grouped gemm backend: %s", backend)
    return backend
