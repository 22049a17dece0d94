"""Host CPU capability probes used to pick vectorised norm kernels."""
import functools

_CPUINFO_PATH = "/proc/cpuinfo"


@functools.lru_cache(maxsize=None)
def _cpu_flags() -> frozenset:
    try:
        with open(_CPUINFO_PATH) as f:
            for line in f:
                if line.startswith("flags"):
                    return frozenset(line.split(":", 1)[1].split())
    except OSError:
        pass
    return frozenset()


def cpu_has_avx512() -> bool:
    flags = _cpu_flags()
    return "avx512f" in flags and "avx512bw" in flags


def cpu_has_amx() -> bool:
    return "amx_tile" in _cpu_flags()
