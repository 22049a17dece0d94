from __future__ import annotations

import functools

import torch


def is_cuda() -> bool:
    return torch.cuda.is_available() and torch.version.cuda is not None


@functools.cache
def _cpu_flags() -> frozenset:
    flags: set = set()
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("flags"):
                flags.update(line.split(":", 1)[1].split())
                break
    return frozenset(flags)


def cpu_has_amx_support() -> bool:
    return "amx_tile" in _cpu_flags() and "amx_bf16" in _cpu_flags()
