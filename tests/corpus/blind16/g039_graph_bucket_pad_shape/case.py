import torch

ENTRY = "g039_graph_bucket_pad_shape.runner:padded_forward"


def inputs():
    return (torch.randn(3, 8),)
