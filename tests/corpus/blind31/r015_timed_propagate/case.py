import torch

from r015_timed_propagate.net import SAGENet

ENTRY = "r015_timed_propagate.net:SAGENet.predict"

_net = SAGENet()


def inputs():
    torch.manual_seed(0)
    x = torch.randn(5, 8)
    edge_index = torch.tensor([[0, 1, 2, 3, 4, 0], [1, 2, 3, 4, 0, 2]])
    return (_net, x, edge_index)
