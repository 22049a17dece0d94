import torch

ENTRY = "s439_device_communicator_chosen_at_init.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
