import torch

ENTRY = "s1223_expert_location_lazy_metadata.moe_layer:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
