import torch

ENTRY = "s1092_cuda_graph_bs_bisect.model_runner:decode"


def inputs():
    return (torch.randn(3, 8),)
