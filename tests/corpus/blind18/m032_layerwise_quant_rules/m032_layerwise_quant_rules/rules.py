import functools
import os
import re
import struct
from pathlib import PurePosixPath

# ordered: first match wins, like the ignore lists of compressed-tensors configs
_RULES = (
    (re.compile(r"layers\.(\d+)\.mlp\.down_proj"), "int8_channel"),
    (re.compile(r"layers\.0\..*"), "bf16"),
    (re.compile(r".*_proj"), "int8_tensor"),
)

_SCALE_HEADER = struct.pack("<2f", 0.05, 0.02)


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@functools.lru_cache(maxsize=None)
def scheme_for(prefix: str) -> str:
    if _env_flag("TOY_DISABLE_QUANT"):
        return "bf16"
    name = ".".join(PurePosixPath(prefix).parts)
    for pattern, scheme in _RULES:
        if pattern.fullmatch(name):
            return scheme
    return "bf16"


def header_scales() -> tuple:
    act_scale, weight_scale = struct.unpack("<2f", _SCALE_HEADER)
    return act_scale, weight_scale
