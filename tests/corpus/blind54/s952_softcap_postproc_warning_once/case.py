import torch

ENTRY = "s952_softcap_postproc_warning_once.model:model"


def inputs():
    return (torch.randn(3, 8),)
