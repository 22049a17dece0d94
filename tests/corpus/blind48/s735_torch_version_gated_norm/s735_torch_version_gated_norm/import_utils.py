"""Package / version availability checks (transformers-style)."""
import importlib.metadata
import importlib.util
import logging
from functools import lru_cache

from packaging import version

logger = logging.getLogger(__name__)


def _is_package_available(pkg_name: str) -> tuple[bool, str]:
    if importlib.util.find_spec(pkg_name) is None:
        return False, "N/A"
    try:
        return True, importlib.metadata.version(pkg_name)
    except importlib.metadata.PackageNotFoundError:
        return False, "N/A"


_torch_available, _torch_version = _is_package_available("torch")
_flash_attn_available, _flash_attn_version = _is_package_available("flash_attn")


@lru_cache
def is_torch_greater_or_equal(library_version: str, accept_dev: bool = False) -> bool:
    if not _torch_available:
        return False
    if accept_dev:
        return version.parse(version.parse(_torch_version).base_version) >= version.parse(library_version)
    return version.parse(_torch_version) >= version.parse(library_version)


def is_flash_attn_greater_or_equal(library_version: str) -> bool:
    if not _flash_attn_available:
        return False
    return version.parse(_flash_attn_version) >= version.parse(library_version)
