import functools
import importlib
import importlib.util
import logging
import os

logger = logging.getLogger(__name__)

_EXT_NAME = os.environ.get("CORPUS_FP4_EXT", "corpus_fp4_kernels")


@functools.lru_cache(maxsize=1)
def load_fp4_library():
    if os.environ.get("CORPUS_DISABLE_FP4_EXT", "0") == "1":
        logger.info("fp4 extension disabled by environment")
        return None
    spec = importlib.util.find_spec(_EXT_NAME)
    if spec is None:
        logger.info("fp4 extension %s not found; using torch fallback", _EXT_NAME)
        return None
    return importlib.import_module(_EXT_NAME)
