import torch

ENTRY = "s218_offload_timing_guarded.layer:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
