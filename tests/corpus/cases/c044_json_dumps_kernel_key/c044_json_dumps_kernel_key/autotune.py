import json

_TUNED: dict = {}


def config_key(m: int, n: int, k: int, dtype: str) -> str:
    return json.dumps({"m": m, "n": n, "k": k, "dtype": dtype}, sort_keys=True)


def lookup_block_m(m: int, n: int, k: int) -> int:
    return _TUNED.get(config_key(m, n, k, "fp32"), 16)
