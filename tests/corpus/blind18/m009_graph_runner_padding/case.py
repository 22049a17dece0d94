import torch

ENTRY = "m009_graph_runner_padding.cuda_graph_runner:decode"


def inputs():
    return (torch.randn(3, 8), torch.tensor([5, 9, 2]))
