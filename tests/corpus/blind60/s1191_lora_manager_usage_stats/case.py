import torch

ENTRY = "s1191_lora_manager_usage_stats.model_runner:decode"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 0, 1, 1]))
