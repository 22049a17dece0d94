import torch

ENTRY = "v110_reuse_plan_constant_fold.model:compiled_encoder"


def inputs():
    return (torch.randn(10, 8), torch.randn(3, 8))
