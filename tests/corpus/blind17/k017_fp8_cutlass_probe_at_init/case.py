import torch

ENTRY = "k017_fp8_cutlass_probe_at_init.layer:compiled_proj"


def inputs():
    return (torch.randn(4, 8),)
