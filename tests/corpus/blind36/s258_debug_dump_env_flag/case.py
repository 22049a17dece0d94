import torch

ENTRY = "s258_debug_dump_env_flag.rope:rope_attention"


def inputs():
    return (torch.randn(4, 8),)
