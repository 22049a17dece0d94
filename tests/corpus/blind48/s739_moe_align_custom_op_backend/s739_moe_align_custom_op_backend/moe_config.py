import os
from dataclasses import dataclass

_VALID_BACKENDS = ("triton", "native")


@dataclass(frozen=True)
class MoERunnerConfig:
    num_experts: int = 4
    top_k: int = 2
    hidden_size: int = 8
    intermediate_size: int = 16
    moe_runner_backend: str = "triton"
    debug_check_routing: bool = False

    def __post_init__(self):
        if self.moe_runner_backend not in _VALID_BACKENDS:
            raise ValueError(f"unknown moe_runner_backend {self.moe_runner_backend!r}")


def moe_config_from_env() -> MoERunnerConfig:
    return MoERunnerConfig(
        moe_runner_backend=os.environ.get("SGLANG_MOE_RUNNER_BACKEND", "triton"),
        debug_check_routing=os.environ.get("SGLANG_MOE_DEBUG", "0") == "1",
    )
