import torch

ENTRY = "s546_profile_trigger_file_poll.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
