import torch

ENTRY = "s540_sharded_state_dict_unshard_op.model:step"


def inputs():
    return (torch.randn(4, 8),)
