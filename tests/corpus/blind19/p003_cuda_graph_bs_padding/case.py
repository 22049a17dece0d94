import torch

ENTRY = "p003_cuda_graph_bs_padding.graph_runner:decode"


def inputs():
    input_ids = torch.tensor([3, 1, 4], dtype=torch.long)
    positions = torch.tensor([5, 9, 2], dtype=torch.long)
    return (input_ids, positions)
