import dataclasses
from typing import Literal, Optional


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy/qwen2-moe-tiny"
    tp_size: int = 1
    ep_size: int = 1
    num_experts: int = 4
    num_experts_per_tok: int = 2
    hidden_size: int = 8
    expert_distribution_recorder_mode: Optional[Literal["stat", "stat_approx", "per_pass", "per_token"]] = None
    expert_distribution_recorder_buffer_size: int = 1000
    enable_expert_distribution_metrics: bool = False

    def __post_init__(self):
        if self.enable_expert_distribution_metrics and self.expert_distribution_recorder_mode is None:
            self.expert_distribution_recorder_mode = "stat"


_global_server_args: Optional[ServerArgs] = None


def get_global_server_args() -> ServerArgs:
    global _global_server_args
    if _global_server_args is None:
        _global_server_args = ServerArgs()
    return _global_server_args
