import torch

ENTRY = "p021_warning_once_sdpa_fallback.modeling:compiled_debug_model"


def inputs():
    return (torch.randn(2, 4, 16),)
