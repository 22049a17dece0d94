import torch

ENTRY = "r016_disabled_edge_validation.model:compiled_gat"


def inputs():
    torch.manual_seed(0)
    x = torch.randn(5, 8)
    edge_index = torch.tensor([[0, 1, 2, 3, 4, 1], [1, 2, 3, 4, 0, 3]])
    return (x, edge_index)
