import torch

ENTRY = "s820_token_usage_update_vs_scheduler.model_runner:decode"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 3, 5, 7]))
