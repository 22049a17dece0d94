import torch

ENTRY = "h034_missing_ext_fallback_warns.attention:rotate_qk_compiled"


def inputs():
    return (torch.randn(2, 4, 8), torch.randn(2, 4, 8))
