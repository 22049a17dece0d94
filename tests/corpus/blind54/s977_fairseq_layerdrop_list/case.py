import torch

ENTRY = "s977_fairseq_layerdrop_list.hub_interface:extract_features"


def inputs():
    return (torch.randn(2, 5, 8),)
