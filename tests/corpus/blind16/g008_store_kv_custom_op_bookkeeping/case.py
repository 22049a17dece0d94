import torch

ENTRY = "g008_store_kv_custom_op_bookkeeping.attention:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
