import os
from typing import TYPE_CHECKING, Any, Callable, Optional

if TYPE_CHECKING:
    VLLM_KV_CONNECTOR_DUMP_DIR: Optional[str] = None
    VLLM_KV_CONNECTOR_DUMP_EVERY: int = 1
    VLLM_DISAGG_STAGING_SLOTS: int = 64

environment_variables: dict[str, Callable[[], Any]] = {
    # directory where the connector dumps saved KV layers for debugging
    "VLLM_KV_CONNECTOR_DUMP_DIR":
    lambda: os.getenv("VLLM_KV_CONNECTOR_DUMP_DIR", None),
    "VLLM_KV_CONNECTOR_DUMP_EVERY":
    lambda: int(os.getenv("VLLM_KV_CONNECTOR_DUMP_EVERY", "1")),
    "VLLM_DISAGG_STAGING_SLOTS":
    lambda: int(os.getenv("VLLM_DISAGG_STAGING_SLOTS", "64")),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return list(environment_variables.keys())
