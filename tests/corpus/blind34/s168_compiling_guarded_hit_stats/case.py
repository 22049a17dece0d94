import torch

ENTRY = "s168_compiling_guarded_hit_stats.encoder:compiled_encoder"


def inputs():
    return (torch.randn(4, 8),)
