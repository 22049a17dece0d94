import torch

ENTRY = "s608_routing_result_dropped_renorm.block:compiled"


def inputs():
    return (torch.randn(4, 8),)
