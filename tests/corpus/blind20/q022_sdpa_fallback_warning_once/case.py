import torch

ENTRY = "q022_sdpa_fallback_warning_once.modeling:decode"


def inputs():
    return (torch.randn(1, 5, 16),)
