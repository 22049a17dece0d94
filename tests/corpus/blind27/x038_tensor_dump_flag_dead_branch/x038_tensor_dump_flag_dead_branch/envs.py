"""Environment switches, read once at import time."""
import os


def _flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


DUMP_ACTIVATIONS = _flag("TINYLM_DUMP_ACTIVATIONS")
DUMP_DIR = os.environ.get("TINYLM_DUMP_DIR", "/tmp/tinylm_dumps")
VERBOSE = _flag("TINYLM_VERBOSE")
