import torch

ENTRY = "s405_aux_loss_warning_once.training:step"


def inputs():
    return (torch.randn(4, 8),)
