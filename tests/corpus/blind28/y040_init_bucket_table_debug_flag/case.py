import torch

ENTRY = "y040_init_bucket_table_debug_flag.step:padded_step"


def inputs():
    return (torch.randn(3, 8),)
