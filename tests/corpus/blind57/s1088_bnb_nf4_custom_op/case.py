import torch

ENTRY = "s1088_bnb_nf4_custom_op.bitsandbytes_quant:compiled_model"


def inputs():
    return (torch.randn(3, 32),)
