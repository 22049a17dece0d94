import torch

ENTRY = "r011_radius_graph_conv.model:compiled_net"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(12, 3), torch.randn(12, 8))
