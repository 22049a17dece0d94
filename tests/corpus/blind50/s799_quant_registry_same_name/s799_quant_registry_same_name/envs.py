import os


def get_quantization() -> str:
    return os.environ.get("CORPUS_S799_QUANTIZATION", "fp8").lower()


def get_bool(name: str, default: bool = False) -> bool:
    return os.environ.get(name, str(int(default))).lower() in ("1", "true", "yes")
