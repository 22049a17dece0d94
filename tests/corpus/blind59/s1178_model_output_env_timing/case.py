import torch

ENTRY = "s1178_model_output_env_timing.model_runner:forward_step"


def inputs():
    return (torch.randn(2, 3, 8),)
