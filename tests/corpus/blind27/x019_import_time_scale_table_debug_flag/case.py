import torch

ENTRY = "x019_import_time_scale_table_debug_flag.attention:attn"


def inputs():
    return (torch.randn(4, 8),)
