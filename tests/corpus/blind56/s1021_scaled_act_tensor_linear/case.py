import torch

ENTRY = "s1021_scaled_act_tensor_linear.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
