import os

ENABLE_FP32_ACCUM = os.getenv("CORPUS_FP32_ACCUM", "1") == "1"


def get_bool_env(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")
