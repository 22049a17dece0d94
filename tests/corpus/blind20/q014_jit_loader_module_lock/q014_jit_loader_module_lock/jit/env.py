from __future__ import annotations

import functools
import os

_DEFAULT_CACHE = os.path.join(os.path.expanduser("~"), ".cache", "q014_kernels")


@functools.cache
def jit_cache_dir() -> str:
    return os.environ.get("Q014_JIT_CACHE", _DEFAULT_CACHE)


def arch_tag() -> str:
    return "cpu"
