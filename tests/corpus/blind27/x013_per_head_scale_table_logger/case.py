import torch

from x013_per_head_scale_table_logger.attn import QuantKVAttention

ENTRY = "x013_per_head_scale_table_logger.attn:QuantKVAttention.forward"


def inputs():
    return (QuantKVAttention(), torch.randn(4, 8))
