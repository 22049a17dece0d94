import dataclasses
from typing import Literal, Optional


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy-moe"
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    num_experts: int = 4
    num_experts_per_tok: int = 2
    expert_distribution_recorder_mode: Optional[
        Literal["stat", "per_pass", "per_token"]
    ] = None
    expert_distribution_recorder_buffer_size: int = 1000
    enable_expert_distribution_metrics: bool = False

    def __post_init__(self):
        if self.enable_expert_distribution_metrics and self.expert_distribution_recorder_mode is None:
            self.expert_distribution_recorder_mode = "stat"
        if self.num_experts_per_tok > self.num_experts:
            raise ValueError(
                f"num_experts_per_tok={self.num_experts_per_tok} > num_experts={self.num_experts}"
            )
