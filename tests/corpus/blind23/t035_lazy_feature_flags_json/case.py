import torch

ENTRY = "t035_lazy_feature_flags_json.blocks:compiled_block"


def inputs():
    return (torch.randn(3, 16),)
