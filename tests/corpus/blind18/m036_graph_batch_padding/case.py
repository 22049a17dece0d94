import torch

ENTRY = "m036_graph_batch_padding.step:step"


def inputs():
    return (torch.randn(3, 8),)
