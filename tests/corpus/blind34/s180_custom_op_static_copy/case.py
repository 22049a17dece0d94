import torch

ENTRY = "s180_custom_op_static_copy.graph_runner:run_graph"


def inputs():
    return (torch.randn(3, 8),)
