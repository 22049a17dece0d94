import torch

ENTRY = "s750_video_dit_rope_init_tables.block:run_video_block"


def inputs():
    return (torch.randn(1, 8, 12), torch.tensor([500.0]))
