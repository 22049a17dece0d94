import torch

ENTRY = "k004_cuda_graph_padded_bs.decode:decode_step"


def inputs():
    return (torch.randn(3, 8),)
