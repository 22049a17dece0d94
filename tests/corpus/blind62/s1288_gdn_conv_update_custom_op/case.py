import torch

ENTRY = "s1288_gdn_conv_update_custom_op.model:compiled_layer"


def inputs():
    state_indices = torch.tensor([3, 1, 0], dtype=torch.int64)
    return (torch.randn(3, 8), state_indices)
