import torch

ENTRY = "c025_warnings_warn_deprecated_kwarg.activation:act"


def inputs():
    return (torch.randn(4, 8),)
