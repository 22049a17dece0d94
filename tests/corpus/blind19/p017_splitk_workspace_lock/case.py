import torch

from p017_splitk_workspace_lock.gemm import Int4SplitKLinear

ENTRY = "p017_splitk_workspace_lock.gemm:int4_linear_forward"

_LAYER = Int4SplitKLinear(16, 8, group_size=8)


def inputs():
    return (torch.randn(4, 16), _LAYER)
