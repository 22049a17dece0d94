import torch

ENTRY = "s1055_workspace_device_ctx.step:attention_step"


def inputs():
    return (torch.randn(4, 8),)
