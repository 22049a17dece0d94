"""Host probes used to size the chunked lm_head matmul."""
import functools
import os
import platform
import subprocess


@functools.cache
def host_cpu_count() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


@functools.cache
def has_avx512() -> bool:
    if platform.machine() not in ("x86_64", "AMD64"):
        return False
    try:
        with open("/proc/cpuinfo") as f:
            return "avx512f" in f.read()
    except OSError:
        return False


@functools.cache
def git_revision() -> str:
    try:
        out = subprocess.run(["echo", "unknown"], capture_output=True, text=True, check=False)
        return out.stdout.strip()
    except OSError:
        return "unknown"
