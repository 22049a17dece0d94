import functools
import hashlib
from typing import Any

_DEFAULT_CONFIG: dict[str, Any] = {
    "BLOCK_SIZE_M": 16,
    "BLOCK_SIZE_N": 32,
    "BLOCK_SIZE_K": 64,
    "SPLIT_K": 1,
    "num_warps": 4,
}

# Offline-tuned entries keyed by the digest of the problem description.
_TUNED_CONFIGS: dict[str, dict[str, Any]] = {}


def get_config_file_name(m: int, n: int, k: int, dtype: str, device_name: str = "cpu") -> str:
    device_name = device_name.replace(" ", "_")
    return f"M={m},N={n},K={k},device_name={device_name},dtype={dtype}.json"


def _round_up_pow2(x: int) -> int:
    return 1 << max(0, (x - 1).bit_length())


@functools.lru_cache(maxsize=128)
def get_gemm_config(op_name: str, m: int, n: int, k: int, dtype: str) -> dict[str, Any]:
    bucket_m = min(_round_up_pow2(m), 256)
    file_name = get_config_file_name(bucket_m, n, k, dtype)
    digest = hashlib.sha1(f"{op_name}/{file_name}".encode()).hexdigest()[:16]
    tuned = _TUNED_CONFIGS.get(digest)
    if tuned is not None:
        return dict(tuned)
    config = dict(_DEFAULT_CONFIG)
    if k >= 2 * config["BLOCK_SIZE_K"]:
        config["SPLIT_K"] = 2
    return config
