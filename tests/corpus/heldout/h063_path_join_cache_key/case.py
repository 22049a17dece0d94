import torch

ENTRY = "h063_path_join_cache_key.lora:lora_fn"


def inputs():
    return (torch.randn(2, 8),)
