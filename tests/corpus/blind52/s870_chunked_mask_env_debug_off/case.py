import torch

ENTRY = "s870_chunked_mask_env_debug_off.llama4:local_attention"


def inputs():
    return (torch.randn(2, 8, 32),)
