import torch

ENTRY = "s1157_workspace_lru_cache.attention_backend:attention_stack"


def inputs():
    return (torch.randn(4, 8),)
