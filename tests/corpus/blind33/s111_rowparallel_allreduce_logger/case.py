import torch

ENTRY = "s111_rowparallel_allreduce_logger.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 16),)
