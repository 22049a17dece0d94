import torch

ENTRY = "v111_safe_softmax_inf_fallback.attention:compiled_block"


def inputs():
    return (torch.randn(2, 4, 8), torch.ones(2, 4, dtype=torch.bool))
