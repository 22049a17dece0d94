import torch

ENTRY = "s482_cuda_graph_bs_padding.cuda_graph_runner:decode"


def inputs():
    return (torch.tensor([3, 7, 11]), torch.tensor([5, 2, 9]))
