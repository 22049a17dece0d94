import functools
import importlib.metadata
import importlib.util
from typing import Tuple, Union

from packaging import version


def _is_package_available(pkg_name: str, return_version: bool = False) -> Union[Tuple[bool, str], bool]:
    package_exists = importlib.util.find_spec(pkg_name) is not None
    package_version = "N/A"
    if package_exists:
        package_version = importlib.metadata.version(pkg_name)
    if return_version:
        return package_exists, package_version
    return package_exists


@functools.lru_cache
def is_torch_greater_or_equal(library_version: str, accept_dev: bool = False) -> bool:
    available, torch_version = _is_package_available("torch", return_version=True)
    if not available:
        return False
    if accept_dev:
        return version.parse(version.parse(torch_version).base_version) >= version.parse(library_version)
    return version.parse(torch_version) >= version.parse(library_version)


def is_torch_flex_attn_available() -> bool:
    return is_torch_greater_or_equal("2.5", accept_dev=True)
