import torch

ENTRY = "s404_ep_dispatch_stage_timer.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
