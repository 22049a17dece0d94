import torch

ENTRY = "c047_modulelist_deep_chain_stderr.modeling:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
