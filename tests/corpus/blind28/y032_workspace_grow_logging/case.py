import torch

ENTRY = "y032_workspace_grow_logging.attention:compiled_attention"


def inputs():
    return (torch.randn(6, 8),)
