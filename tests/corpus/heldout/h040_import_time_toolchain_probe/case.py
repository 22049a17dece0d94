import torch

ENTRY = "h040_import_time_toolchain_probe.rope:rope"


def inputs():
    return (torch.randn(4, 8), torch.arange(4))
