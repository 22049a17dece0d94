import torch

ENTRY = "z019_resample_custom_op.frontend:compiled_frontend"


def inputs():
    return (torch.randn(2, 480),)
