import torch

ENTRY = "s539_gguf_dequant_first_use_cache.entry:gguf_mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
