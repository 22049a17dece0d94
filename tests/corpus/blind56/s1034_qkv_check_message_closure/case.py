import torch

ENTRY = "s1034_qkv_check_message_closure.attention:prefill_step"


def inputs():
    return (torch.randn(4, 8),)
