import torch

ENTRY = "s1067_global_forward_context_runner.model_runner:execute"


def inputs():
    return (torch.randn(4, 8),)
