import torch

ENTRY = "r012_edge_cache_num_graphs.model:compiled_model"


def inputs():
    torch.manual_seed(0)
    x = torch.randn(7, 8)
    edge_index = torch.tensor([[0, 1, 2, 3, 4, 5, 6, 5], [1, 0, 3, 2, 5, 6, 4, 4]])
    batch = torch.tensor([0, 0, 1, 1, 2, 2, 2])
    return (x, edge_index, batch)
