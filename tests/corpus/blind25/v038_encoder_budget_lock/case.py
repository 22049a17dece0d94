import torch

ENTRY = "v038_encoder_budget_lock.runner:encode"


def inputs():
    # 8 flattened patches of 3 * 2 * 2 * 2 values
    return (torch.randn(8, 24),)
