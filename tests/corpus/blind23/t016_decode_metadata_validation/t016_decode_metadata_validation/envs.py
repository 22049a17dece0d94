import os


def _bool_env(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


# Validate attention metadata on every step (slow, debugging only).
VALIDATE_ATTN_METADATA: bool = _bool_env("T016_VALIDATE_ATTN_METADATA", "1")
