import torch

ENTRY = "s691_mamba2_conv_state_pool_lock.model:compiled"


def inputs():
    return (torch.randn(2, 16), torch.tensor([0, 2]))
