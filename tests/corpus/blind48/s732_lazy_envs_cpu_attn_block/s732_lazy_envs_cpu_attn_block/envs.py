"""Environment variables, resolved lazily on attribute access (vLLM-style).

    from s732_lazy_envs_cpu_attn_block import envs
    if envs.SGL_CPU_ATTN_BLOCK: ...
"""
import os
from typing import Any, Callable


def _bool(name: str, default: str = "0") -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes", "on")


def _default_cpu_block() -> int:
    # a quarter of the logical cores, at least one
    return max(1, (os.cpu_count() or 1) // 4)


environment_variables: dict[str, Callable[[], Any]] = {
    "SGL_CPU_ATTN_BLOCK": lambda: int(os.getenv("SGL_CPU_ATTN_BLOCK", "0")) or _default_cpu_block(),
    "SGL_CPU_ATTN_SOFTCAP": lambda: float(os.getenv("SGL_CPU_ATTN_SOFTCAP", "0.0")),
    "SGL_ENABLE_CPU_AMX": lambda: _bool("SGL_ENABLE_CPU_AMX"),
    "SGL_CACHE_ROOT": lambda: os.path.expanduser(os.getenv("SGL_CACHE_ROOT", "~/.cache/sglang")),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
