from __future__ import annotations

import os


def _get_str(name: str, default: str) -> str:
    value = os.environ.get(name)
    return default if value is None or value == "" else value


def _get_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes")


def prefix_caching_hash_algo() -> str:
    return _get_str("VLLM_PREFIX_CACHING_HASH_ALGO", "sha256")


def enable_prefix_caching() -> bool:
    return _get_bool("VLLM_ENABLE_PREFIX_CACHING", True)
