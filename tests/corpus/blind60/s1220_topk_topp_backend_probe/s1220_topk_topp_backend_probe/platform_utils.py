import functools
import importlib.util
import logging
import os

logger = logging.getLogger(__name__)


@functools.cache
def has_flashinfer_sampling() -> bool:
    if os.environ.get("VLLM_USE_FLASHINFER_SAMPLER", "1") == "0":
        return False
    spec = importlib.util.find_spec("flashinfer")
    if spec is None:
        logger.info("FlashInfer is not installed; falling back to native top-k/top-p sampling.")
        return False
    try:
        import flashinfer.sampling  # noqa: F401
    except ImportError as e:
        logger.warning("FlashInfer sampling kernels unavailable: %s", e)
        return False
    return True


@functools.cache
def device_type() -> str:
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"
