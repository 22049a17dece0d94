import torch

ENTRY = "s298_threshold_file_at_init.moderation:moderate"


def inputs():
    return (torch.randn(4, 16),)
