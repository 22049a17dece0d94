from .server_args import ServerArgs
from .expert_distribution import (
    ExpertDistributionRecorder,
    get_global_expert_distribution_recorder,
    set_global_expert_distribution_recorder,
)
from .model import MoEForCausalLM

__all__ = [
    "ServerArgs",
    "ExpertDistributionRecorder",
    "get_global_expert_distribution_recorder",
    "set_global_expert_distribution_recorder",
    "MoEForCausalLM",
]
