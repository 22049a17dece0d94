import functools
import glob
import os

_AOT_DIR = os.environ.get("FRESH_AOT_DIR", "/opt/fresh/aot_kernels")


@functools.cache
def has_prebuilt_module(name: str) -> bool:
    matches = glob.glob(f"{_AOT_DIR}/{name}*.so")
    return len(matches) > 0
