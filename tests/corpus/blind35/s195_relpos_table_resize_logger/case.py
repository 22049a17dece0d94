import torch

from s195_relpos_table_resize_logger.attention import WindowAttention

ENTRY = "s195_relpos_table_resize_logger.attention:WindowAttention.forward"

_ATTN = WindowAttention(dim=8, num_heads=2, pretrained_window=3, window=4).eval()


def inputs():
    return (_ATTN, torch.randn(2, 16, 8))
