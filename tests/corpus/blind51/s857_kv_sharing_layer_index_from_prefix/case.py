import torch

ENTRY = "s857_kv_sharing_layer_index_from_prefix.model:compiled_forward"


def inputs():
    return (torch.randn(1, 4, 8),)
