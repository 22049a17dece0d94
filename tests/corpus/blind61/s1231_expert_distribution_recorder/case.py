import torch

from s1231_expert_distribution_recorder import (
    ExpertDistributionRecorder,
    MoEForCausalLM,
    ServerArgs,
    set_global_expert_distribution_recorder,
)

ENTRY = "s1231_expert_distribution_recorder.model:MoEForCausalLM.forward"


def inputs():
    args = ServerArgs(enable_expert_distribution_metrics=True)
    set_global_expert_distribution_recorder(ExpertDistributionRecorder.init_new(args))
    model = MoEForCausalLM(args)
    return (model, torch.randn(4, 8))
