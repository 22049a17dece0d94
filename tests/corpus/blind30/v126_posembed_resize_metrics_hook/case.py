import torch

ENTRY = "v126_posembed_resize_metrics_hook.encoder:model"


def inputs():
    return (torch.randn(2, 3, 12, 20),)
