import torch

ENTRY = "r014_knn_overflow_warning.model:compiled_dgcnn"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(6, 3),)
