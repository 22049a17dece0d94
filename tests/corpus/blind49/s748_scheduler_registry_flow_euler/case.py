import torch

from s748_scheduler_registry_flow_euler.runner import DenoiseConfig, DenoiseRunner

ENTRY = "s748_scheduler_registry_flow_euler.runner:DenoiseRunner.forward_step"


def inputs():
    return (DenoiseRunner(DenoiseConfig()), torch.randn(2, 4, 8), 3)
