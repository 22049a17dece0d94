import torch

ENTRY = "s1271_gptq_act_order_check.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 32),)
