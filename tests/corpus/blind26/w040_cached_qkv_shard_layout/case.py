import torch

ENTRY = "w040_cached_qkv_shard_layout.qkv:compiled_qkv"


def inputs():
    return (torch.randn(2, 3, 16),)
