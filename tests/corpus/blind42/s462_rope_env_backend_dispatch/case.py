import torch

ENTRY = "s462_rope_env_backend_dispatch.attention_prologue:qkv_rope_prologue"


def inputs():
    positions = torch.tensor([0, 5, 11, 3])
    qkv = torch.randn(4, 64)
    return (positions, qkv)
