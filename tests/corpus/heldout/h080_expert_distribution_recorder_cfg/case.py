import torch

ENTRY = "h080_expert_distribution_recorder_cfg.router:router_compiled"


def inputs():
    return (torch.randn(6, 16),)
