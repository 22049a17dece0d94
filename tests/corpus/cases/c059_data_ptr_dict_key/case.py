import torch

ENTRY = "c059_data_ptr_dict_key.graph_cache:compiled"


def inputs():
    return (torch.randn(4, 8),)
