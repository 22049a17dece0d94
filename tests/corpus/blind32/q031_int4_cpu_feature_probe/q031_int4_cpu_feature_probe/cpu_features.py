"""Host CPU capability detection used to pick an int4 GEMM micro-kernel."""
import functools

_KERNEL_BY_FEATURE = (
    ("avx512_vnni", "int4_vnni"),
    ("avx512f", "int4_avx512"),
    ("avx2", "int4_avx2"),
)


@functools.cache
def cpu_flags() -> frozenset:
    flags = set()
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("flags"):
                    flags.update(line.split(":", 1)[1].split())
                    break
    except OSError:
        pass
    return frozenset(flags)


def best_int4_kernel() -> str:
    flags = cpu_flags()
    for feature, kernel in _KERNEL_BY_FEATURE:
        if feature in flags:
            return kernel
    return "int4_ref"
