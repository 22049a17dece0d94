import torch

ENTRY = "c017_compiler_disable_expert_stats.router:route"


def inputs():
    return (torch.randn(4, 8),)
