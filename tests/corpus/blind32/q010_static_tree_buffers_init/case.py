import torch

ENTRY = "q010_static_tree_buffers_init.model:compiled_tree_draft"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(7, 8),)
