import os
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    VLLM_BATCH_INVARIANT: bool = False
    VLLM_BATCH_INVARIANT_TILE_K: int = 64
    VLLM_ALLOW_TF32_IN_LINEAR: bool = True


def _bool_env(name: str, default: str = "0") -> Callable[[], bool]:
    def _get() -> bool:
        val = os.getenv(name, default).strip().lower()
        return val in ("1", "true", "yes", "on")

    return _get


environment_variables: dict[str, Callable[[], Any]] = {
    # Force batch-size independent kernels for matmul / reductions.
    "VLLM_BATCH_INVARIANT": _bool_env("VLLM_BATCH_INVARIANT"),
    # K-tile used by the fixed-split matmul in batch invariant mode.
    "VLLM_BATCH_INVARIANT_TILE_K": lambda: int(os.getenv("VLLM_BATCH_INVARIANT_TILE_K", "64")),
    # Whether unquantized linear layers may run in TF32 on Ampere+.
    "VLLM_ALLOW_TF32_IN_LINEAR": _bool_env("VLLM_ALLOW_TF32_IN_LINEAR", "1"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return list(environment_variables.keys())
