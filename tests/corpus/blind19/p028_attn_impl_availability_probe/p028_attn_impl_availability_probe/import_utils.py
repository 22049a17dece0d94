"""Optional-dependency probes, in the usual ``is_xxx_available()`` style."""
import functools
import importlib.metadata
import importlib.util
import logging

import torch

logger = logging.getLogger(__name__)


def _parse_version(v: str) -> tuple:
    out = []
    for part in v.split("+")[0].split(".")[:3]:
        digits = "".join(ch for ch in part if ch.isdigit())
        out.append(int(digits) if digits else 0)
    return tuple(out)


@functools.lru_cache
def _is_package_available(pkg_name: str) -> tuple:
    if importlib.util.find_spec(pkg_name) is None:
        return False, "N/A"
    try:
        return True, importlib.metadata.version(pkg_name)
    except importlib.metadata.PackageNotFoundError:
        return False, "N/A"


@functools.lru_cache
def is_torch_sdpa_available() -> bool:
    ok, version = _is_package_available("torch")
    return ok and _parse_version(version) >= (2, 1, 1)


@functools.lru_cache
def is_flash_attn_2_available() -> bool:
    ok, version = _is_package_available("flash_attn")
    if not ok or not torch.cuda.is_available():
        return False
    return _parse_version(version) >= (2, 1, 0)


def is_torchdynamo_compiling() -> bool:
    try:
        return torch.compiler.is_compiling()
    except Exception:
        return False
