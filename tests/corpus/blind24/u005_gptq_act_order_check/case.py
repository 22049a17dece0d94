import torch

from u005_gptq_act_order_check.layers import AttentionOutput

ENTRY = "u005_gptq_act_order_check.layers:attn_output_step"


def inputs():
    return (AttentionOutput(), torch.randn(2, 16), torch.randn(2, 16))
