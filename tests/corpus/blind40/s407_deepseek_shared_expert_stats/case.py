import torch

ENTRY = "s407_deepseek_shared_expert_stats.model:forward_extend"


def inputs():
    return (torch.randn(4, 8),)
