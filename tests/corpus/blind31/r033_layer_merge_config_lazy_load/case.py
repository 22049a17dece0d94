import torch

from r033_layer_merge_config_lazy_load.merged_model import MergedMLP

ENTRY = "r033_layer_merge_config_lazy_load.merged_model:MergedMLP.forward"

_model = MergedMLP(layer_idx=3)


def inputs():
    return (_model, torch.randn(4, 8))
