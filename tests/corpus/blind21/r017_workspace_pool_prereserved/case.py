import torch

ENTRY = "r017_workspace_pool_prereserved.attention:compiled_attn"


def inputs():
    return (torch.randn(3, 2, 4), torch.randn(6, 2, 4), torch.randn(6, 2, 4))
