import torch

ENTRY = "c056_env_flags_getenv.flags_model:compiled"


def inputs():
    return (torch.randn(4, 8),)
