import functools
import os
import platform

import torch

_CPUINFO_PATH = "/proc/cpuinfo"


def is_cuda() -> bool:
    return torch.version.cuda is not None and torch.cuda.is_available()


def is_x86() -> bool:
    return platform.machine().lower() in ("x86_64", "amd64")


@functools.lru_cache(maxsize=None)
def get_cpu_flags() -> frozenset:
    flags = set()
    with open(_CPUINFO_PATH) as f:
        for line in f:
            if line.startswith("flags"):
                flags.update(line.split(":", 1)[1].split())
                break
    return frozenset(flags)


def cpu_has_amx_support() -> bool:
    return "amx_tile" in get_cpu_flags() and "amx_int8" in get_cpu_flags()


def cpu_num_threads() -> int:
    return int(os.environ.get("OMP_NUM_THREADS", os.cpu_count() or 1))
