import os
from typing import Optional


def get_int_env_var(name: str, default: int) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


def get_optional_int_env_var(name: str) -> Optional[int]:
    value = os.environ.get(name)
    return int(value) if value else None


def persistent_gemm_num_sms_override() -> Optional[int]:
    return get_optional_int_env_var("CORPUS_S877_PERSISTENT_GEMM_NUM_SMS")


def split_k_max() -> int:
    return get_int_env_var("CORPUS_S877_SPLIT_K_MAX", 4)
