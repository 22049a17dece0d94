import torch

ENTRY = "q017_gptq_act_order_custom_op.gptq_linear:qkv_proj"


def inputs():
    return (torch.randn(4, 8),)
