import torch

ENTRY = "s1059_fp8_act_dtype_env.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
